import type { ServiceDescriptor } from '../shared/registry/descriptor.ts';
import { bpi } from './bpi/service.ts';
import { coffee } from './coffee/service.ts';
import { colleges } from './colleges/service.ts';
import { countries } from './countries/service.ts';
import { jobs } from './jobs/service.ts';
import { swap } from './swap/service.ts';
import { upload } from './upload/service.ts';

const registered = [colleges, jobs, swap, upload, countries, bpi, coffee] as const;

/** The only list of services: the router, nav, overview, settings, build scripts, server and demo derive from it. */
export const services: readonly ServiceDescriptor[] = registered;

declare module '../shared/registry/upstream-id.ts' {
  /** Every upstream id the registered descriptors declare (`UpstreamId` in shared code). */
  interface UpstreamRegistry {
    readonly id: (typeof registered)[number]['upstreams'][number]['id'];
  }
}
