import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAccount, createCampaign, createFuneralInvitation, createNotice } from './seed/factories';
import { createTestApp, type TestContext } from './test/app';
import { loginAs, nonMemberLogin } from './test/member-session';

// Every route of the OpenAPI document, fed inputs made from its own schemas:
// mostly well-typed values at their edges, sometimes the wrong type, control
// characters, huge numbers and long strings, as a visitor, a member, a
// non-member and an administrator. Whatever comes in, the answer is never a
// 5xx, and every refusal is `{ message }`. Bounded: a few runs per route and
// role, with fast-check's seed printed on failure to replay it.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
};
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const runsPerRouteAndRole = 6;

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '%00',
    '\u0007bell',
    'DROP TABLE account;--',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%',
    '_',
    '\\',
  ),
  fc.string({ minLength: 300, maxLength: 5000 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, 1e-7),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** Values shaped by the schema, at its edges. */
function wellTyped(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyHostile;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((member) => valueFor(member, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const text = fc.oneof(
        fc.string({ maxLength: schema.maxLength ?? 30 }),
        fc.constantFrom('', ' ', '1', '0', '2026-11-24', '2026-02-30', '01012345678', 'member01', 'a@b.co', '한글 텍스트'),
        fc.integer({ min: 1, max: 30 }).map(String),
      );
      // A control character inside an otherwise fitting value (a NUL once reached PostgreSQL this way).
      const withControl = fc
        .tuple(text, fc.constantFrom('\u0000', '\u0000', '\u0001', '\u007f'), fc.nat())
        .map(([value, control, at]) => value.slice(0, at % (value.length + 1)) + control + value.slice(at % (value.length + 1)));
      return fc.oneof({ arbitrary: text, weight: 2 }, { arbitrary: withControl, weight: 1 });
    }
    case 'integer':
      return fc.oneof(
        { arbitrary: fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 40, (schema.minimum ?? 0) + 40) }), weight: 4 },
        { arbitrary: hostileNumber, weight: 1 },
      );
    case 'number':
      return fc.oneof(
        { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }), weight: 4 },
        { arbitrary: hostileNumber, weight: 1 },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      if (entries.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), anyHostile, { maxKeys: 3 });
      return fc.record(Object.fromEntries(entries.map(([key, property]) => [key, valueFor(property, depth + 1)])), { requiredKeys: [] });
    }
    default:
      return anyHostile;
  }
}

/** Mostly well-typed, sometimes anything at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: wellTyped(schema, depth), weight: 6 }, { arbitrary: anyHostile, weight: 1 });
}

const asParameterText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface RouteInput {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  rawBody: string | null;
}

function inputFor(operation: Operation): fc.Arbitrary<RouteInput> {
  const parameters = operation.parameters ?? [];
  const textOf = (where: Parameter['in']) =>
    fc.record(Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, valueFor(p.schema).map(asParameterText)])), {
      requiredKeys: where === 'path' ? undefined : [],
    }) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: textOf('path'),
    query: textOf('query'),
    body: bodySchema ? valueFor(bodySchema) : fc.constant(undefined),
    // Now and then a body that is not JSON at all.
    rawBody: fc.option(fc.constantFrom('{', 'null', '[]', '"text"', 'a=1&b=2', '\u0000'), { freq: 8 }),
  });
}

let t: TestContext;
const sessions: Record<string, string | undefined> = {};
let operations: Array<{ method: string; path: string; operation: Operation }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createAccount(db, { username: 'fuzz_member' });
  await createAccount(db, { username: 'fuzz_admin', roleType: 'ADMIN' });
  await createCampaign(db);
  await createNotice(db);
  const order = await createFuneralInvitation(db, { nonMemberName: '퍼즈', nonMemberPhone: '01055550000' });
  sessions.visitor = undefined;
  sessions.member = await loginAs(t.app, 'fuzz_member');
  sessions.admin = await loginAs(t.app, 'fuzz_admin');
  sessions.nonMember = await nonMemberLogin(t.app, { nonUserName: '퍼즈', phoneNum: '01055550000', orderNum: order.orderNum });
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Logging out (or out everywhere) would end the shared sessions mid-run; it has its own tests.
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(() => !/logout/.test(path))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

describe('every route, fuzzed from its OpenAPI schema', () => {
  it('covers the routes of the document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, and refuses with { message }', async () => {
    let requests = 0;
    for (const { method, path, operation } of operations) {
      for (const [role, cookie] of Object.entries(sessions)) {
        await fc.assert(
          fc.asyncProperty(inputFor(operation), async (input) => {
            const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(input.path[name] ?? 'x'));
            const query = new URLSearchParams(input.query).toString();
            const payload = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
            const response = await t.app.inject({
              method: method as 'GET',
              url: query ? `${url}?${query}` : url,
              headers: {
                origin: 'http://localhost:80',
                host: 'localhost:80',
                ...(cookie ? { cookie } : {}),
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              payload,
            });
            requests += 1;
            const where = `${role} ${method} ${url}?${query} ${payload ?? ''}`.slice(0, 400);
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) expect(typeof response.json().message, where).toBe('string');
          }),
          { numRuns: runsPerRouteAndRole },
        );
      }
    }
    expect(requests).toBe(operations.length * Object.keys(sessions).length * runsPerRouteAndRole);
    // Every route, for each role, 6 runs: room for the routes issue 25 added, on a loaded 2-core machine.
  }, 300_000);
});
