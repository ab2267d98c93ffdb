import type { ServiceDescriptor } from '../../shared/registry/descriptor.ts';

/** "Saved jobs and their notes, the compare tray and price alerts are kept.": what each slice says it saves. */
export function keptNote(services: readonly Pick<ServiceDescriptor, 'saves'>[]): string {
  const kept = new Intl.ListFormat('en', { type: 'conjunction' }).format(services.flatMap((service) => service.saves ?? []));
  return kept ? `${kept.charAt(0).toUpperCase()}${kept.slice(1)} are kept.` : '';
}
