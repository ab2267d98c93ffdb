import { createContractServer } from './server.ts';
import { bpi } from './services/bpi.ts';
import { bpiHistory } from './services/bpi-history.ts';
import { bpiStream } from './services/bpi-stream.ts';
import { coffee } from './services/coffee.ts';
import { coinbase } from './services/coinbase.ts';
import { colleges } from './services/colleges.ts';
import { countries } from './services/countries.ts';
import { jobs } from './services/jobs.ts';
import { swap } from './services/swap.ts';
import { uploadFiles } from './services/upload-files.ts';
import { upload } from './services/upload.ts';

const port = Number(process.env.CONTRACT_PORT ?? 4310);
const server = createContractServer([colleges, jobs, swap, upload, uploadFiles, countries, bpi, bpiHistory, bpiStream, coinbase, coffee]);
server.listen(port, '127.0.0.1', () => console.log(`contract server on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
