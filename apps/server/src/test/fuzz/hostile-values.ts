import fc from 'fast-check';

/** Just under Fastify's 1 MiB body limit once quoted, so it reaches validation and the handlers. */
export const ONE_MB_STRING = 'x'.repeat(1_000_000);
/** Just over the body limit. */
export const OVER_LIMIT_STRING = 'x'.repeat(1024 * 1024);
export const NESTING_DEPTH = 5_000;

/**
 * Values nested 5,000 deep stand in a value as these markers, and become JSON text only when a body is
 * written (see `toJson`): serializing them as objects would exhaust the test's own stack.
 */
export const DEEP_ARRAY = '\u0001deep-array\u0001';
export const DEEP_OBJECT = '\u0001deep-object\u0001';
const DEEP_JSON: Record<string, string> = {
  [JSON.stringify(DEEP_ARRAY)]: `${'['.repeat(NESTING_DEPTH)}1${']'.repeat(NESTING_DEPTH)}`,
  [JSON.stringify(DEEP_OBJECT)]: `${'{"a":'.repeat(NESTING_DEPTH)}1${'}'.repeat(NESTING_DEPTH)}`,
};

/** A value as JSON text, the deep markers expanded. */
export function toJson(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [marker, json] of Object.entries(DEEP_JSON)) text = text.replaceAll(marker, json);
  return text;
}

/** Numbers at and over the limits of an integer column and of exact JavaScript integers. */
export const BOUNDARY_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2147483647,
  2147483648,
  2 ** 53,
  -(2 ** 53),
  1e308,
] as const;

/** Strings a well-meaning client never sends. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ufeff\u202e',
  '../../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '2147483648',
  '-1',
  'null',
] as const;

/** One value of every kind a field may wrongly receive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...BOUNDARY_NUMBERS, ...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': 1 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(ONE_MB_STRING, DEEP_ARRAY, DEEP_OBJECT) },
);

/** Path segments for path parameters: bad numbers, long, oddly encoded, or trying to leave the path. */
export const HOSTILE_SEGMENTS = [
  'x'.repeat(256),
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '9007199254740992',
  '9007199254740993',
  'abc',
  '%00',
  '%ZZ',
  '%ED%A0%80',
  '%2e%2e',
  '%2F',
  '%20',
  encodeURIComponent('ünïcødé'),
] as const;

/** Bodies of the wrong type, and JSON that is not. */
export const WRONG_BODIES: readonly { contentType: string | undefined; body: string | Buffer }[] = [
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/xml', body: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  {
    contentType: 'multipart/form-data; boundary=----fuzz',
    body: '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n------fuzz--\r\n',
  },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]) },
  { contentType: 'application/offset+octet-stream', body: Buffer.from('fuzz bytes') },
  { contentType: undefined, body: '{"a":1}' },
];

/** Headers of the protocols some routes speak (tus uploads, conditional requests), with odd values. */
export const protocolHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'tus-resumable': fc.constantFrom('1.0.0', '0.2.2', ''),
    'upload-length': fc.constantFrom('0', '-1', '1.5', '2147483648', '9007199254740993', 'abc'),
    'upload-offset': fc.constantFrom('0', '-1', '99999999999', 'abc'),
    'upload-metadata': fc.constantFrom('filename YS5wbmc=', 'filename', 'a b c', ',,,'),
    'upload-concat': fc.constantFrom('partial', 'final;/api/media/uploads/x /y', 'final;', 'nonsense'),
    'upload-defer-length': fc.constantFrom('1', '0', 'x'),
    'if-none-match': fc.constantFrom('"x"', '*', 'W/""'),
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9-1', 'bytes=x'),
    'accept-language': fc.constantFrom('sv', 'es-ES,fr;q=0.5', '*', 'xx;q=abc'),
  },
  { requiredKeys: [] },
);

/** Credentials that are not: what anonymous callers present, in turn. */
export const BOGUS_CREDENTIALS: readonly Record<string, string>[] = [
  {},
  { authorization: 'Bearer not-a-session' },
  {},
  { authorization: `Device ${'A'.repeat(43)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { cookie: 'sessionKey=%00%ff' },
  { 'impersonation-target-organization-id': '2147483648' },
  { 'impersonation-target-organization-id': 'abc' },
];
