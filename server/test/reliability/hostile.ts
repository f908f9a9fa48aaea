import fc from 'fast-check';
import { z } from 'zod';
import * as contract from '#common/contract';

/** Every field name any request or response schema of the contract knows: what a client would send. */
const CONTRACT_FIELDS: string[] = [
  ...new Set(
    Object.values(contract).flatMap((value) => (value instanceof z.ZodObject ? Object.keys(value.shape) : [])),
  ),
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '") UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF\u202E\uD83D\uDE00',
  '\uD800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(400),
  '99999999999',
  '2147483648',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '2020-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000',
  'MjAyMC0wMS0wMXx6eno=',
  '__proto__',
  'constructor',
  '{"__proto__":{"admin":true}}',
  '${7*7}{{7*7}}',
  'a'.repeat(5000),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(120_000)) },
);

const hostileScalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-300),
  fc.boolean(),
  fc.constant(null),
);

const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(fc.constantFrom(...CONTRACT_FIELDS, '__proto__', 'constructor', 'prototype'), fc.string()),
    tie('value'),
    { maxKeys: 5 },
  ),
})).value;

/** A JSON object with the contract's field names (and prototype keys) holding hostile values. */
const schemaShapedBody = fc.dictionary(fc.constantFrom(...CONTRACT_FIELDS, '__proto__', 'constructor'), hostileValue, {
  maxKeys: 8,
});

const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** Raw request bodies, sent as they are. */
export const hostileRawBody = fc.oneof(
  schemaShapedBody.map((body) => JSON.stringify(body)),
  // JSON.stringify drops own "__proto__" keys made by fc; write them out by hand.
  fc.constantFrom(
    '{"__proto__":{"role":"admin","isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"title":"x","settings":{"__proto__":{"length":4}}}',
    nested(50),
    nested(20_000),
    '{"a":',
    'null',
    '[]',
    '"just a string"',
    '12',
    '',
    '{}',
  ),
  hostileValue.map((value) => JSON.stringify(value) ?? ''),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

export const hostileContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  '',
  'application/json, text/plain',
);

export const hostileQuery = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        'cursor',
        'limit',
        'q',
        'category',
        'session_id',
        'chapter',
        'download',
        'plan',
        'state',
        'code',
        'visibility',
        'role',
        '__proto__',
      ),
      fc.string(),
    ),
    hostileString,
    {
      maxKeys: 4,
    },
  )
  .map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.append(key, Buffer.from(value.slice(0, 2000)).toString());
    return params.toString();
  });

export const hostileAuthorization = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'x'.repeat(5000)}`,
    "Bearer ' OR 1=1 --",
    'bearer null',
  ),
);

/** Path parameters as a client could type them, percent-encoded (lone surrogates become U+FFFD, as a browser sends them). */
export const hostilePathParam = fc
  .oneof(
    hostileString.map((s) => s.slice(0, 2000)),
    fc.integer().map(String),
  )
  .map((s) => encodeURIComponent(Buffer.from(s).toString()) || '%20');
