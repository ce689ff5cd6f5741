import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_CODE_TTL_MS, PAIRING_POLL_MS, type TPairingStatus } from '@placard/contract';
import type { PlayerApi } from './api';
import { Backoff } from './backoff';
import { PairingFlow, RENEW_BEFORE_MS, type PairingView } from './pairing';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** A pairing service that hands out codes 1000, 1001, … and answers status as the test sets it. */
function service() {
  const state = { codes: 0, status: null as TPairingStatus | null, down: false, asked: [] as string[] };
  const api: Pick<PlayerApi, 'startPairing' | 'pairingStatus'> = {
    async startPairing() {
      if (state.down) throw new TypeError('Failed to fetch');
      const code = String(1000 + state.codes);
      state.codes += 1;
      return {
        pairingId: `p${code}`,
        code,
        secret: `s${code}`,
        expiresAt: new Date(Date.now() + PAIRING_CODE_TTL_MS).toISOString(),
      };
    },
    async pairingStatus({ pairingId }) {
      if (state.down) throw new TypeError('Failed to fetch');
      state.asked.push(pairingId);
      return state.status ?? { state: 'waiting', expiresAt: new Date().toISOString() };
    },
  };
  return { state, api };
}

function flow() {
  const { state, api } = service();
  const views: PairingView[] = [];
  const paired = vi.fn();
  const pairing = new PairingFlow({
    api,
    onView: (view) => views.push(view),
    onPaired: paired,
    backoff: new Backoff({ baseMs: 1_000, maxMs: 30_000, jitter: 0 }),
  });
  return { state, views, paired, pairing, shown: () => views.at(-1) };
}

describe('PairingFlow', () => {
  it('shows a code and asks every poll interval whether it was entered', async () => {
    const { state, pairing, shown } = flow();
    pairing.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ code: '1000', offline: false });
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS * 3);
    expect(state.asked).toEqual(['p1000', 'p1000', 'p1000']);
    pairing.stop();
  });

  it('hands on the credentials once a user entered the code, and stops asking', async () => {
    const { state, pairing, paired } = flow();
    pairing.start();
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    state.status = { state: 'paired', deviceKey: 'dk-1', token: 'secret-token' };
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(paired).toHaveBeenCalledWith({ deviceKey: 'dk-1', token: 'secret-token' });
    const asked = state.asked.length;
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS * 5);
    expect(state.asked).toHaveLength(asked);
  });

  it('asks for a new code before the shown one lapses', async () => {
    const { pairing, shown } = flow();
    pairing.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()?.code).toBe('1000');
    await vi.advanceTimersByTimeAsync(PAIRING_CODE_TTL_MS - RENEW_BEFORE_MS + PAIRING_POLL_MS);
    expect(shown()?.code).toBe('1001');
    pairing.stop();
  });

  it('asks for a new code when the server says the code expired', async () => {
    const { state, pairing, shown } = flow();
    pairing.start();
    await vi.advanceTimersByTimeAsync(0);
    state.status = { state: 'expired' };
    await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
    expect(shown()?.code).toBe('1001');
    pairing.stop();
  });

  it('says so while the server cannot be reached, and recovers once it can', async () => {
    const { state, pairing, shown } = flow();
    state.down = true;
    pairing.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual({ code: null, offline: true });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.codes).toBe(0);
    state.down = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(shown()).toEqual({ code: '1000', offline: false });
    pairing.stop();
  });
});
