import fc from 'fast-check';
import {
  DEEP_ARRAY,
  DEEP_OBJECT,
  HOSTILE_SEGMENTS,
  ONE_MB_STRING,
  OVER_LIMIT_STRING,
  WRONG_BODIES,
  hostileValue,
  protocolHeaders,
  toJson,
} from './hostile-values.js';
import { everyLeaf, everyLeafTyped, mutated } from './mutations.js';
import type { Operation } from './operations.js';
import { valueFor, type Schema, type SchemaLookup } from './schema-values.js';

/** One request to send, with a short account of what is wrong with it. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  what: string;
};

type Body = { payload: string | Buffer; contentType: string | undefined; what: string };

/** A path segment or query value as text in an address; lone surrogates cannot be encoded as UTF-8. */
function encoded(value: unknown): string {
  const text = typeof value === 'string' ? value : toJson(value);
  try {
    return encodeURIComponent(text.length > 300 ? text.slice(0, 300) : text);
  } catch {
    return '%ED%A0%80';
  }
}

function json(value: unknown, what: string): Body {
  return { payload: toJson(value), contentType: 'application/json', what };
}

const SENDS_BODY = (method: string) => method !== 'GET' && method !== 'HEAD';
const ANY_JSON: Schema = {};

/** Sends requests with every path parameter set to `segment`, or a valid-ish value when undefined. */
function urlWith(operation: Operation, segments: Record<string, string>, query: string): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

export type RequestOptions = {
  seed: number;
  count: number;
  knownIds: number[];
  /** whether the caller gets past the guard, so the body is validated and the handler runs */
  validated: boolean;
};

/** Strings and numbers every field gets at once: long, NUL, lone surrogates; ids at and over the limits. */
const LEAVES: [string, number][] = [
  [ONE_MB_STRING, 2147483647],
  ['a\u0000b', 2147483648],
  ['\ud800', 2 ** 53],
  ['x\udc00', -1],
  [' ', 1.5],
];

/**
 * The requests the fuzzer sends to one operation: a fixed set that tries each kind of bad input once,
 * then `count` generated from the operation's schemas with a fixed seed.
 */
export function requestsFor(
  operation: Operation,
  lookup: SchemaLookup,
  options: RequestOptions,
): FuzzRequest[] {
  const bodySchema = operation.body ?? ANY_JSON;
  const valid = valueFor(bodySchema, lookup);
  const validSegment = (parameter: { schema?: Schema }) =>
    parameter.schema?.type === 'integer'
      ? fc.constantFrom(...options.knownIds).map(String)
      : valueFor(parameter.schema ?? ANY_JSON, lookup).map(encoded);
  const segment = (parameter: { schema?: Schema }) =>
    fc.oneof(fc.constantFrom<string>(...HOSTILE_SEGMENTS), validSegment(parameter));
  const segments = fc.record(
    Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, segment(parameter)])),
  );
  const query = fc
    .array(
      fc.tuple(
        fc.constantFrom(...operation.queryParameters.map((parameter) => parameter.name), 'extra'),
        fc.oneof(
          hostileValue,
          ...operation.queryParameters.map((p) => valueFor(p.schema ?? ANY_JSON, lookup)),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => pairs.map(([name, value]) => `${name}=${encoded(value)}`).join('&'));
  const body: fc.Arbitrary<Body> = fc.oneof(
    { weight: 6, arbitrary: mutated(valid).map(({ value, how }) => json(value, how)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...WRONG_BODIES).map(({ contentType, body }) => ({
        payload: body,
        contentType,
        what: `a ${contentType ?? 'untyped'} body`,
      })),
    },
  );
  const generated = fc
    .record({
      segments,
      query,
      body,
      headers: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: protocolHeaders }),
    })
    .map(({ segments: chosen, query: search, body: sent, headers }) =>
      request(operation, urlWith(operation, chosen, search), sent, headers),
    );

  const [sample] = fc.sample(valid, { seed: options.seed, numRuns: 1 });
  const [validSegments] = fc.sample(segments, { seed: options.seed, numRuns: 1 });
  const plainUrl = urlWith(operation, validSegments ?? {}, '');
  const fixed: FuzzRequest[] = [];
  // bodies are read before the guard looks at the caller, so a caller it refuses adds nothing here
  if (SENDS_BODY(operation.method) && options.validated) {
    // too large, too deep, of the wrong type
    fixed.push(request(operation, plainUrl, json(DEEP_ARRAY, 'arrays nested 5,000 deep')));
    fixed.push(
      request(
        operation,
        plainUrl,
        json(everyLeaf(sample, DEEP_OBJECT), 'objects nested 5,000 deep in every field'),
      ),
    );
    fixed.push(
      request(
        operation,
        plainUrl,
        json({ ...Object(sample), huge: OVER_LIMIT_STRING }, 'over the body limit'),
      ),
    );
    // plain text, a multipart form, broken JSON; the other types come up among the generated requests
    for (const wrong of WRONG_BODIES.filter((_, index) => [0, 3, 5].includes(index))) {
      fixed.push(
        request(operation, plainUrl, {
          payload: wrong.body,
          contentType: wrong.contentType,
          what: `a ${wrong.contentType ?? 'untyped'} body`,
        }),
      );
    }
  }
  if (SENDS_BODY(operation.method) && options.validated) {
    // in the fields of a body, which is validated once the guard lets the caller through
    for (const [text, number] of LEAVES) {
      const label = `every field ${text.length > 20 ? '1 MB string' : JSON.stringify(text)} or ${number}`;
      fixed.push(request(operation, plainUrl, json(everyLeafTyped(sample, text, number), label)));
    }
    fixed.push(request(operation, plainUrl, json(everyLeaf(sample, null), 'every field null')));
    fixed.push(request(operation, plainUrl, json({}, 'no fields')));
  }
  const sampleBody = SENDS_BODY(operation.method) ? json(sample, 'as generated') : undefined;
  if (operation.pathParameters.length > 0) {
    for (const bad of ['x'.repeat(256), '2147483648', '9007199254740993', '%00']) {
      const all = Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, bad]));
      fixed.push(
        request(
          operation,
          urlWith(operation, all, ''),
          sampleBody,
          {},
          `path parameters ${bad.slice(0, 20)}`,
        ),
      );
    }
  }
  for (const bad of ['2147483648', 'x'.repeat(256)]) {
    const search = operation.queryParameters.map((parameter) => `${parameter.name}=${bad}`).join('&');
    if (search)
      fixed.push(request(operation, `${plainUrl}?${search}`, sampleBody, {}, `query ${bad.slice(0, 20)}`));
  }
  fixed.push(
    request(operation, `${plainUrl}/${'x'.repeat(256)}`, sampleBody, {}, 'a 256-character segment more'),
  );
  return [...fixed, ...fc.sample(generated, { seed: options.seed + 1, numRuns: options.count })];
}

function request(
  operation: Operation,
  url: string,
  body: Body | undefined,
  headers: Record<string, string> = {},
  what = body?.what ?? 'no body',
): FuzzRequest {
  const sent = SENDS_BODY(operation.method) ? body : undefined;
  return {
    method: operation.method,
    url,
    headers: { ...headers, ...(sent?.contentType ? { 'content-type': sent.contentType } : {}) },
    ...(sent ? { payload: sent.payload } : {}),
    what: Object.keys(headers).length ? `${what} with ${Object.keys(headers).join(', ')}` : what,
  };
}
