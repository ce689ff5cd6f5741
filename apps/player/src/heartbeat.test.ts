import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, ZHeartbeat, type THeartbeat } from '@placard/contract';
import { vi } from 'vitest';
import { APP_VERSION, heartbeatOf, startHeartbeats, type PlayerStatus } from './heartbeat';

const playing: PlayerStatus = { state: 'playing', revision: 'r7', showing: { playlistId: 4, slideId: 41 } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('heartbeatOf', () => {
  it("reports the version, the resolution in device pixels, what shows and the screen's own clock, as the server reads it", () => {
    vi.setSystemTime(new Date('2026-11-26T09:00:00.000Z'));
    const heartbeat = heartbeatOf(playing, { width: 960, height: 540, pixelRatio: 2, userAgent: 'TV' });
    expect(heartbeat).toEqual({
      appVersion: APP_VERSION,
      userAgent: 'TV',
      resolution: { width: 1920, height: 1080 },
      state: 'playing',
      revision: 'r7',
      showing: { playlistId: 4, slideId: 41 },
      clock: Date.parse('2026-11-26T09:00:00.000Z'),
    });
    expect(ZHeartbeat.parse(heartbeat)).toEqual(heartbeat);
  });

  it('keeps a long user agent within what the server takes', () => {
    const heartbeat = heartbeatOf(playing, {
      width: 1,
      height: 1,
      pixelRatio: 1,
      userAgent: 'x'.repeat(900),
    });
    expect(ZHeartbeat.safeParse(heartbeat).success).toBe(true);
  });
});

describe('startHeartbeats', () => {
  it('beats at once, then every interval with what shows at that moment, until stopped', () => {
    const sent: THeartbeat[] = [];
    let status: PlayerStatus = { state: 'updating', revision: null, showing: null };
    const stop = startHeartbeats(
      () => status,
      (heartbeat) => sent.push(heartbeat),
    );
    expect(sent.map((beat) => beat.state)).toEqual(['updating']);
    status = playing;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(sent.map((beat) => beat.state)).toEqual(['updating', 'playing']);
    expect(sent[1]?.showing).toEqual({ playlistId: 4, slideId: 41 });
    stop();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(sent).toHaveLength(2);
  });
});
