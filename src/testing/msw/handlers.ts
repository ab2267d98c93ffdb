import type { RequestHandler } from 'msw';

const mockModules = import.meta.glob<Record<string, unknown>>('../../services/*/fake/mocks.ts', { eager: true });

/** One description of the network: every slice's `<service>Handlers`, for Vitest's server. */
export const handlers: RequestHandler[] = Object.values(mockModules).flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => (name.endsWith('Handlers') ? (value as RequestHandler[]) : [])),
);
