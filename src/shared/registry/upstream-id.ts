/**
 * The registry's upstream ids. Shared code never imports the services, so src/services/registry.ts
 * fills this interface in by declaration merging (`id` becomes the union of every descriptor's
 * upstream ids); `UpstreamId` then rejects a misspelt id at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills it from the registry
export interface UpstreamRegistry {}

export type UpstreamId = UpstreamRegistry extends { readonly id: infer Id extends string } ? Id : never;
