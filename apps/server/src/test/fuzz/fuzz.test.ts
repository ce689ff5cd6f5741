import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/open-meteo.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { anonymous, owner, type Caller } from './callers.js';
import { operationsOf, schemaLookup, seedOf, type OpenApiDocument } from './operations.js';
import { fuzzReport } from './report.js';
import { requestsFor } from './requests.js';
import { verdict } from './verdict.js';

/** Fixed, so a failure is found again by the next run. */
const SEED = 20261126;
/** Generated requests per operation for a caller the guard lets through, on top of the fixed ones. */
const GENERATED_PER_OPERATION = 6;

/**
 * The fuzz tier: every operation of the OpenAPI document gets bad input of every kind, from nobody and
 * from an organization's owner. No answer may be a 5xx, and every error has the one shape
 * {error:{code,message,fields?}}. Operations come from the document, so a new route is fuzzed as well.
 */
describe('every operation under bad input', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let weather: FakeOpenMeteo;

  beforeAll(async () => {
    // the weather calls reach a service speaking Open-Meteo's API on loopback: bad input is the
    // caller's, and a weather service that cannot be reached (a 502) is not what is tried here
    weather = await startFakeOpenMeteo();
    t = await createTestApp({
      WEATHER_API_URL: weather.origin,
      GEOCODING_API_URL: weather.origin,
      OUTBOUND_ALLOW_PRIVATE: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      // the fuzzer registers and logs in again and again, and must not lock itself out
      RATE_LIMIT_LOGIN_MAX: '100000',
      RATE_LIMIT_RESET_MAX: '100000',
    });
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => {
    await t.close();
    await weather.close();
  });

  it('answers no 5xx and only errors of the one shape', { timeout: 900_000 }, async () => {
    const operations = operationsOf(document);
    const lookup = schemaLookup(document);
    const ownerCaller = await owner(t);
    const callers: Caller[] = [anonymous(), ownerCaller];
    const report = fuzzReport();
    for (const operation of operations) {
      for (const [index, caller] of callers.entries()) {
        const validated = caller === ownerCaller || operation.public;
        const requests = requestsFor(operation, lookup, {
          seed: seedOf(operation.id, SEED + index),
          count: validated ? GENERATED_PER_OPERATION : GENERATED_PER_OPERATION / 2,
          knownIds: caller.knownIds(),
          validated,
        });
        for (const request of requests) {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...caller.headers(), ...request.headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          report.count(response.statusCode);
          const cause = verdict(request.method, response);
          if (cause) {
            report.fail({
              cause,
              operation: `${operation.method} ${operation.path}`,
              caller: caller.name,
              what: request.what,
              url: request.url.slice(0, 120),
              body: response.body.slice(0, 200),
            });
          }
          await caller.after(response);
        }
      }
    }
    console.log([report.summary(operations.length, ownerCaller.renewals()), ...report.causes()].join('\n'));
    expect(report.causes()).toEqual([]);
  });
});
