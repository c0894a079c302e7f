// One seeded server per journey file (a setup file runs before each file):
// no file sees what another file's journeys wrote, and two files can run at
// once. Set before the file imports support/browser, which reads the address.
import { afterAll, inject } from 'vitest';
import { setProductServer } from './product-server';
import { startServer } from './server';

const product = await startServer({}, inject('seededDataDir'));
setProductServer(product);
process.env.E2E_BASE_URL = product.base;
// The journeys read what this server wrote there, e.g. mails in outbox/*.eml.
process.env.E2E_DATA_DIR = product.dataDir;

afterAll(() => product.stop());
