import type { RequestHandler } from 'msw';

const mockModules = import.meta.glob<RequestHandler[]>('../../services/*/fake/mocks.ts', { eager: true, import: 'handlers' });

/** One description of the network: every slice's mock `handlers`, for Vitest's server. */
export const handlers: RequestHandler[] = Object.values(mockModules).flat();
