import fc from 'fast-check';
import { z } from 'zod';
import { AUTH_ROUTES } from '../../src/server/auth/auth-routes.ts';

/**
 * Requests for fuzzing every endpoint, built with fast-check from the OpenAPI document and the
 * auth allow-list: half shaped like valid input and half hostile (control characters, huge
 * strings, nulls, arrays, deep objects, wrong types, bad ids, amounts past what a column holds).
 * Used by the in-process fuzz test and by `npm run probe:security` against a running server.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface Endpoint {
  method: string;
  /** Path template with {name} placeholders. */
  path: string;
  params: Parameter[];
  body?: Schema;
  multipart?: boolean;
}

// Text a database, driver or stack trace would put in an answer.
const LEAK =
  /syntax error|relation "|column "|violates|invalid byte sequence|invalid input syntax|duplicate key|unterminated|PGlite|postgres|drizzle|node_modules|at async|at Object\.|TypeError|ReferenceError|RangeError|\bSQL\b/i;

const control = fc
  .array(
    fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f),
    { minLength: 1, maxLength: 4 },
  )
  .map((codes) => String.fromCharCode(...codes));
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 })).map((p) => p.join('')),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF x',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '$' + '{1}',
    ' ',
    '',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e999',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'a@b.co',
    '+1 201 555 0123',
    'US',
    'IN',
    '2026-13-45',
    '\u202Eevil',
    '\uFEFF',
  ),
  fc.integer({ min: 70_000, max: 80_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 250, max: 3_000 }).map((n) => `${'a'.repeat(n)}@example.com`),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0),
);
const deep = fc.integer({ min: 30, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * The edges validation allows, where storage overflows (issue 31.11: amounts past a 32-bit
 * column of minor units): the schema's own bounds, and past 2^31 when it has none.
 */
const boundaries = (s: Schema) =>
  fc.constantFrom(
    ...[s.minimum, s.maximum, 2 ** 31 / 100, 2 ** 31, 1e9, 1e12].filter(
      (n): n is number =>
        n !== undefined &&
        (s.minimum === undefined || n >= s.minimum) &&
        (s.maximum === undefined || n <= s.maximum),
    ),
    0,
  );

/** Values shaped by the schema (valid ones among them), mixed with hostile ones. */
function fromSchema(
  schema: Schema | undefined,
  resolve: (s: Schema) => Schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const s = resolve(schema);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromSchema(a, resolve, depth + 1)));
  if (s.allOf?.length) return fromSchema(s.allOf[0], resolve, depth + 1);
  let shaped: fc.Arbitrary<unknown>;
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (s.enum?.length) shaped = fc.constantFrom(...s.enum);
  else if (s.const !== undefined) shaped = fc.constant(s.const);
  else if (type === 'object' || s.properties) {
    const props = s.properties ?? {};
    const keys = Object.keys(props);
    const model = Object.fromEntries(
      keys.map((k) => [k, fromSchema(props[k], resolve, depth + 1)]),
    ) as Record<string, fc.Arbitrary<unknown>>;
    // Mostly every required field present; sometimes any of them missing.
    const record = fc.oneof(
      { weight: 3, arbitrary: fc.record(model, { requiredKeys: s.required ?? [] }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    );
    shaped = fc
      .tuple(record, fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }), fc.boolean())
      .map(([known, extra, addExtra]) => (addExtra ? { ...extra, ...known } : known));
  } else if (type === 'array') {
    shaped = fc.array(fromSchema(s.items, resolve, depth + 1), { maxLength: 6 });
  } else if (type === 'integer') {
    // Bounds default around the schema's own, so a minimum above 1,000 (or a maximum below
    // -10) still makes a range.
    const min = s.minimum ?? Math.min(-10, s.maximum ?? -10);
    shaped = fc.oneof(fc.integer({ min, max: s.maximum ?? Math.max(1_000, min) }), boundaries(s));
  } else if (type === 'number') {
    const min = s.minimum ?? Math.min(-10, s.maximum ?? -10);
    shaped = fc.oneof(fc.double({ min, max: s.maximum ?? Math.max(1e6, min), noNaN: true }), boundaries(s));
  } else if (type === 'boolean') shaped = fc.boolean();
  else shaped = hostileString;
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** A path or query value as the URL carries it. */
const asParam = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const pathSegment = (schema: Schema | undefined, resolve: (s: Schema) => Schema) =>
  fc.oneof(
    fromSchema(schema, resolve).map(asParam),
    fc.uuid().map(String),
    fc.constantFrom('%00', '%2e%2e', '%ZZ', '%C0%AF', 'a%0Ab', '..', '%2F', '9'.repeat(40)),
  );

/** The OpenAPI document's operations and Better Auth's allowed routes, with a resolver of `$ref`s. */
export function documentedEndpoints(doc: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}) {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const content = op.requestBody?.content ?? {};
      endpoints.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: !!content['multipart/form-data'],
      });
    }
  }
  for (const [path, route] of Object.entries(AUTH_ROUTES)) {
    endpoints.push({
      method: route.method,
      path: `/api/auth${path}`,
      params: [],
      body: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as Schema,
    });
  }
  const components = doc.components?.schemas ?? {};
  const resolve = (s: Schema): Schema =>
    s.$ref ? resolve(components[s.$ref.replace('#/components/schemas/', '')] ?? {}) : s;
  return { endpoints, resolve };
}

export interface FuzzRequest {
  endpoint: Endpoint;
  /** Path and query, encoded as a careless client would send them. */
  url: string;
  method: string;
  contentType?: string;
  body?: string;
  /** Index of the actor whose session sends it (0: a visitor). */
  actor: number;
  ip: string;
}

/** One generated request to any of `endpoints`, as one of `actors` actors. */
export function fuzzRequest(
  endpoints: Endpoint[],
  resolve: (s: Schema) => Schema,
  actors: number,
): fc.Arbitrary<FuzzRequest> {
  return fc.integer({ min: 0, max: endpoints.length - 1 }).chain((index) => {
    const e = endpoints[index]!;
    const pathParams = e.params.filter((p) => p.in === 'path');
    const queryParams = e.params.filter((p) => p.in === 'query');
    return fc
      .record({
        path: fc.tuple(...pathParams.map((p) => pathSegment(p.schema, resolve))),
        query: fc.tuple(
          ...queryParams.map((p) =>
            fc.option(fromSchema(p.schema, resolve).map(asParam), { nil: undefined }),
          ),
        ),
        extraQuery: fc.option(fc.tuple(hostileString, hostileString), { nil: undefined }),
        body: fc.oneof(
          { weight: 6, arbitrary: fromSchema(e.body, resolve).map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              'null',
              '[]',
              '"text"',
              '42',
              '{',
              '{"a":}',
              '',
              `${'['.repeat(5000)}`,
            ),
          },
        ),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ),
        actor: fc.integer({ min: 0, max: actors - 1 }),
        ip: fc.ipV4(),
      })
      .map((r) => {
        let i = 0;
        let url = e.path.replace(/\{(\w+)\}/g, () => {
          const value = r.path[i++]!;
          if (/%[0-9A-Fa-f]{2}|%ZZ/.test(value)) return value;
          try {
            return encodeURIComponent(value);
          } catch {
            // A lone surrogate has no UTF-8: send the bytes a careless client would.
            return '%ED%A0%80';
          }
        });
        const query = new URLSearchParams();
        queryParams.forEach((p, k) => {
          const v = r.query[k];
          if (v !== undefined) query.append(p.name, v);
        });
        if (r.extraQuery) query.append(r.extraQuery[0], r.extraQuery[1]);
        if ([...query].length) url += `?${query}`;
        const withBody = e.method !== 'GET' && e.method !== 'HEAD';
        return {
          endpoint: e,
          url,
          method: e.method,
          ...(withBody ? { contentType: r.contentType, body: r.body } : {}),
          // Signing out would end the actor's session for the rest of the run.
          actor: e.path.endsWith('/sign-out') ? 0 : r.actor,
          ip: r.ip,
        };
      });
  });
}

/** What in an error answer would be a leak: database, driver or stack text (or nothing). */
export function leakIn(text: string): string | undefined {
  // (React's development build marks a server-rendered Suspense fallback with its component
  // stack, data-msg/data-cstck; production builds leave them out.)
  const cleaned = text.replace(/ data-(?:msg|cstck)="[^"]*"/g, '');
  const leak = cleaned.match(LEAK);
  return leak ? cleaned.slice(Math.max(0, leak.index! - 150), leak.index! + 100) : undefined;
}
