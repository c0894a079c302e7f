import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { endpointsOf, type AnyEndpoint } from '../src/contract/endpoint';

// Writes src/routes from src/contract: for each domain, its endpoints'
// methods and paths and nothing else, typed against the declarations.
// The web imports these, so its bundles carry no answer schema; the
// routes test fails when a file here is not what this script writes.

const sourceDir = fileURLToPath(new URL('../src', import.meta.url));
const contractDir = path.join(sourceDir, 'contract');
const routesDir = path.join(sourceDir, 'routes');

/** Contract files that declare no domain's endpoints: the helpers they are built with, and the whole contract. */
const notDomains = new Set(['endpoint.ts', 'index.ts', 'resource.ts']);

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'responses' in value;

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function routeTable(value: unknown): string {
  if (isEndpoint(value)) return `{ method: ${quoted(value.method)}, path: ${quoted(value.path)} }`;
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoted(key)}: ${routeTable(inner)}`);
    return `{ ${entries.join(', ')} }`;
  }
  throw new Error(`A contract value the route tables cannot hold: ${String(value)}`);
}

async function domainFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of ['', 'admin']) {
    const entries = await fs.readdir(path.join(contractDir, folder));
    for (const entry of entries.sort())
      if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !notDomains.has(entry)) files.push(path.join(folder, entry));
  }
  return files;
}

/** Every route table file as this script writes it: its path under src/routes, and its text. */
export async function renderRouteTables(): Promise<Map<string, string>> {
  const tables = new Map<string, string>();
  for (const file of await domainFiles()) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(contractDir, file)).href);
    const domains = Object.entries(module)
      .filter(([, value]) => value && typeof value === 'object' && endpointsOf(value).length > 0)
      .sort(([a], [b]) => a.localeCompare(b));
    if (domains.length === 0) continue;
    const up = file.includes('/') ? '../../' : '../';
    const contractPath = `${up}contract/${file.replace(/\.ts$/, '')}`;
    const endpointPath = `${up}contract/endpoint`;
    const text = [
      `// Written by \`npm run contract:routes\` from contract/${file}; the routes test fails when it is not current.`,
      `import type { ${domains.map(([name]) => `${name} as ${name}Declared`).join(', ')} } from '${contractPath}';`,
      `import type { RoutesOf } from '${endpointPath}';`,
      '',
      ...domains.flatMap(([name, value]) => [
        `/** The methods and paths of contract/${file}'s \`${name}\`, for the browser; their schemas stay in the contract, as types. */`,
        `export const ${name}: RoutesOf<typeof ${name}Declared> = ${routeTable(value)};`,
        '',
      ]),
    ].join('\n');
    const target = path.join(routesDir, file);
    const options = (await prettier.resolveConfig(target)) ?? {};
    tables.set(file, await prettier.format(text, { ...options, filepath: target }));
  }
  return tables;
}

/** Writes the route tables and removes any whose domain is gone. */
export async function writeRouteTables(): Promise<string[]> {
  const tables = await renderRouteTables();
  const written: string[] = [];
  for (const folder of ['', 'admin']) {
    await fs.mkdir(path.join(routesDir, folder), { recursive: true });
    for (const entry of await fs.readdir(path.join(routesDir, folder))) {
      const file = path.join(folder, entry);
      if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !tables.has(file)) await fs.rm(path.join(routesDir, file));
    }
  }
  for (const [file, text] of tables) {
    await fs.writeFile(path.join(routesDir, file), text);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const written = await writeRouteTables();
  console.log(`src/routes: ${written.length} files`);
}
