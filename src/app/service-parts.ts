import { services } from '../services/registry.ts';
import type { AnyServiceParts } from '../shared/registry/parts.ts';

const found = import.meta.glob<AnyServiceParts>('../services/*/browser.ts', { eager: true, import: 'default' });

/** Each registered service's browser half (its `browser.ts`), in the registry's order. */
export const serviceParts: readonly AnyServiceParts[] = services.map((service) => {
  const parts = Object.values(found).find((candidate) => candidate.service.id === service.id);
  if (!parts) throw new Error(`The service "${service.id}" has no browser.ts beside its service.ts`);
  return parts;
});
