import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_CODE_TTL_MS, ZPairingStarted, ZPairingStatus } from '@placard/contract';
import { sha256 } from '../../platform/crypto.js';
import { acceptCode, deviceRow, startPairing } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { pickFreeCode } from './player.pairing.usecases.js';
import { PAIRING_RATE_LIMIT } from './player.routes.js';

const status = (t: TestApp, body: { pairingId: string; secret: string }) =>
  post(t.app, '/api/player/pair/status', body);

async function statusOf(t: TestApp, body: { pairingId: string; secret: string }) {
  const response = await status(t, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZPairingStatus.parse(response.json());
}

describe('choosing a pairing code', () => {
  it('answers a free 4-digit code, and none when all 10,000 are taken', () => {
    const taken = new Set(Array.from({ length: 10_000 }, (_, value) => String(value).padStart(4, '0')));
    taken.delete('0042');
    expect(pickFreeCode(taken)).toBe('0042');
    taken.add('0042');
    expect(pickFreeCode(taken)).toBeNull();
    expect(pickFreeCode(new Set())).toMatch(/^\d{4}$/);
  });
});

describe('pairing a screen', () => {
  const clock = testClock();
  let t: TestApp;
  let owner: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    owner = await organizationWithMember(t);
  });
  afterAll(() => t.close());

  it('gives a screen a 4-digit code and a secret, valid for the pairing time', async () => {
    const pairing = await startPairing(t);
    expect(pairing.code).toMatch(/^\d{4}$/);
    expect(pairing.secret.length).toBeGreaterThanOrEqual(43);
    expect(new Date(pairing.expiresAt).getTime()).toBe(clock.now().getTime() + PAIRING_CODE_TTL_MS);
    expect(await statusOf(t, pairing)).toEqual({ state: 'waiting', expiresAt: pairing.expiresAt });
    // only the secret's hash is stored
    const rows = await t.app.deps.db.execute(
      sql`select secret_hash from device_pairings where id = ${pairing.pairingId}`,
    );
    expect((rows as unknown as { rows: { secret_hash: string }[] }).rows[0]?.secret_hash).toBe(
      sha256(pairing.secret),
    );
  });

  it('answers an unknown pairing or a wrong secret with 404', async () => {
    const pairing = await startPairing(t);
    expectError(await status(t, { pairingId: pairing.pairingId, secret: 'x'.repeat(43) }), 404, 'NOT_FOUND');
    expectError(await status(t, { pairingId: 'nope', secret: pairing.secret }), 404, 'NOT_FOUND');
    expectError(await status(t, { pairingId: pairing.pairingId, secret: '' }), 404, 'NOT_FOUND');
  });

  it('expires a code nobody entered in time', async () => {
    const pairing = await startPairing(t);
    clock.advance(PAIRING_CODE_TTL_MS - 1_000);
    expect((await statusOf(t, pairing)).state).toBe('waiting');
    clock.advance(1_000);
    expect(await statusOf(t, pairing)).toEqual({ state: 'expired' });
    // a user entering it now is refused
    expectError(await acceptCode(t, owner, pairing.code), 400, 'DEVICE_PAIRING_FAILED');
  });

  it('hands the device token out once, after a user accepted the code', async () => {
    const pairing = await startPairing(t);
    const accepted = await acceptCode(t, owner, pairing.code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { deviceKey, id } = accepted.json<{ deviceKey: string; id: number }>();
    const paired = await statusOf(t, pairing);
    if (paired.state !== 'paired') throw new Error(`not paired: ${JSON.stringify(paired)}`);
    expect(paired.deviceKey).toBe(deviceKey);
    expect(paired.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await deviceRow(t, id))?.tokenHash).toBe(sha256(paired.token));
    // asked again (or by someone who saw the secret later), nothing more is handed out
    expect(await statusOf(t, pairing)).toEqual({ state: 'expired' });
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `Device ${paired.token}` },
    });
    expect(manifest.statusCode, manifest.body).toBe(200);
  });

  it('never gives a code a waiting screen shows to another; a screen that accepted frees its code', async () => {
    // every code but 0000 and 0001 is shown by a waiting screen
    const expiresAt = new Date(clock.now().getTime() + PAIRING_CODE_TTL_MS);
    await t.app.deps.db.execute(sql`delete from device_pairings`);
    await t.app.deps.db.execute(
      sql`insert into device_pairings (id, code, secret_hash, expires_at, created_at)
          select 'seed-' || n, lpad(n::text, 4, '0'), 'x', ${expiresAt.toISOString()}::timestamptz,
            ${clock.now().toISOString()}::timestamptz
          from generate_series(2, 9999) as n`,
    );
    const first = await startPairing(t);
    const second = await startPairing(t);
    expect([first.code, second.code].sort()).toEqual(['0000', '0001']);
    const full = await post(t.app, '/api/player/pair', {});
    expectError(full, 503, 'DEVICE_PAIRING_FAILED');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    // accepting a code frees it for the next screen
    expect((await acceptCode(t, owner, first.code)).statusCode).toBe(200);
    expect((await startPairing(t)).code).toBe(first.code);
    // as does a code that lapsed
    clock.advance(PAIRING_CODE_TTL_MS);
    expect(ZPairingStarted.parse((await post(t.app, '/api/player/pair', {})).json()).code).toMatch(/^\d{4}$/);
  });
});

describe('asking for codes too often', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`allows ${PAIRING_RATE_LIMIT} a minute from one address`, async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/player/pair', remoteAddress });
    for (let index = 0; index < PAIRING_RATE_LIMIT; index++) {
      expect((await ask('203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await ask('203.0.113.7');
    expectError(refused, 429, 'RATE_LIMITED');
    // another address is not affected
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });
});
