import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderRouteTables } from '../../scripts/contract-routes';
import { contract, endpointsOf } from '../contract';

const routesDir = new URL('./', import.meta.url);

describe('the route tables the web calls through', () => {
  it('are what `npm run contract:routes` writes from the contract (run it after changing an endpoint)', async () => {
    const tables = await renderRouteTables();
    for (const [file, text] of tables) expect(await fs.readFile(new URL(file, routesDir), 'utf8'), file).toBe(text);
    const onDisk = [...(await fs.readdir(routesDir)), ...(await fs.readdir(new URL('admin/', routesDir))).map((entry) => `admin/${entry}`)];
    expect(onDisk.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort()).toEqual([...tables.keys()].sort());
  });

  it('hold every endpoint of the contract, by its method and path', async () => {
    const tables = await renderRouteTables();
    const written = [...tables.values()].join('\n');
    for (const endpoint of endpointsOf(contract)) expect(written).toContain(`{ method: '${endpoint.method}', path: '${endpoint.path}' }`);
  });
});
