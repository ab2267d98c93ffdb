import { sliceParts } from '../../shared/registry/slice-parts.ts';
import { jobs } from './service.ts';

/** Lazy imports of the slice's modules (every module beside this one but its descriptor and tests). */
export default sliceParts(jobs, import.meta.glob(['./*.{ts,tsx}', '!./*.test.{ts,tsx}', '!./service.ts', '!./browser.ts']));
