import { endpointScope, type Endpoint } from '../config/endpoints.ts';

type Scope = ReturnType<typeof endpointScope>;

/** Where a query's data comes from: one endpoint, several (a price asked of three sources), or the app's own bundle. */
export type KeySource = Endpoint | readonly Endpoint[] | 'bundled';

const scopeOf = (source: KeySource): Scope | readonly Scope[] | 'bundled' =>
  source === 'bundled' ? source : 'id' in source ? endpointScope(source) : source.map(endpointScope);

/**
 * Every query key is `[service, resource, scope, ...params]`. The scope (an endpoint's base and a
 * fingerprint of its key, never the key) always sits third: a Settings change is another entry,
 * and `resourceKey(service, resource)` selects a resource on every endpoint.
 */
export const queryKey = <const Params extends readonly unknown[]>(service: string, resource: string, source: KeySource, ...params: Params) =>
  [service, resource, scopeOf(source), ...params] as const;

/** The prefix of every key of one resource, whatever its endpoint and parameters. */
export const resourceKey = (service: string, resource?: string) => (resource ? ([service, resource] as const) : ([service] as const));

/** The prefix of one resource's keys on one endpoint. */
export const resourceOnKey = (service: string, resource: string, source: KeySource) => [service, resource, scopeOf(source)] as const;

/** The first parameter of a key made by `queryKey`, for code that compares cached entries. */
export const keyParams = (key: readonly unknown[] | undefined): unknown => key?.[3];
