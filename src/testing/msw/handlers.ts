import { bpiHandlers } from '../../services/bpi/mocks.ts';
import { coffeeHandlers } from '../../services/coffee/mocks.ts';
import { collegesHandlers } from '../../services/colleges/mocks.ts';
import { countriesHandlers } from '../../services/countries/mocks.ts';
import { jobsHandlers } from '../../services/jobs/mocks.ts';
import { swapHandlers } from '../../services/swap/mocks.ts';
import { uploadHandlers } from '../../services/upload/mocks.ts';

/** One description of the network: Vitest's server and the demo worker both use it. */
export const handlers = [
  ...collegesHandlers,
  ...jobsHandlers,
  ...swapHandlers,
  ...uploadHandlers,
  ...countriesHandlers,
  ...bpiHandlers,
  ...coffeeHandlers,
];
