import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHeartbeatAnswer } from '@placard/contract';
import { deviceCall, deviceRow, pairDevice, sendHeartbeat, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { slideIds } from '../../test/playlists.js';
import { assign, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { USER_AGENT_MAX_LENGTH } from './player.heartbeat.usecases.js';

describe('heartbeats', () => {
  const clock = testClock();
  let t: TestApp;
  let owner: LoggedIn;
  let screen: PairedDevice;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    owner = await organizationWithMember(t);
    screen = await pairDevice(t, owner);
  });
  afterAll(() => t.close());

  it('records what the screen runs and when it was last heard from', async () => {
    expect((await deviceRow(t, screen.id))?.lastSeenAt).toBeNull();
    const response = await sendHeartbeat(t, screen, {
      appVersion: '2.1.0',
      userAgent: 'Mozilla/5.0 (X11; Linux) Chromium/140',
      resolution: { width: 3840, height: 2160 },
      state: 'updating',
      revision: 'abc123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZHeartbeatAnswer.parse(response.json()).serverTime).toBe(clock.now().toISOString());
    expect(await deviceRow(t, screen.id)).toMatchObject({
      lastSeenAt: clock.now(),
      appVersion: '2.1.0',
      userAgent: 'Mozilla/5.0 (X11; Linux) Chromium/140',
      resolutionWidth: 3840,
      resolutionHeight: 2160,
      playerState: 'updating',
      playedRevision: 'abc123',
      showingPlaylistId: null,
      showingSlideId: null,
    });
    clock.advance(30_000);
    await sendHeartbeat(t, screen, { state: 'playing' });
    expect(await deviceRow(t, screen.id)).toMatchObject({ lastSeenAt: clock.now(), playerState: 'playing' });
  });

  it("learns how far the screen's clock is off, and the device page shows it", async () => {
    await sendHeartbeat(t, screen, { clock: clock.now().getTime() - 3 * 3_600_000 - 120_000 });
    expect(await deviceRow(t, screen.id)).toMatchObject({ clockOffsetMs: -(3 * 3_600_000 + 120_000) });
    const info = await deviceCall(t, owner, 'info', { deviceKey: screen.deviceKey });
    expect(info.json()).toMatchObject({ clockOffsetMs: -(3 * 3_600_000 + 120_000) });
    // a player that does not say its clock leaves it unknown
    await sendHeartbeat(t, screen, {});
    expect(await deviceRow(t, screen.id)).toMatchObject({ clockOffsetMs: null });
  });

  it("keeps the browser's user agent when the heartbeat names none, shortened", async () => {
    const long = `Agent/${'x'.repeat(600)}`;
    const response = await post(
      t.app,
      '/api/player/heartbeat',
      {
        appVersion: '2.1.0',
        resolution: { width: 1920, height: 1080 },
        state: 'idle',
        revision: null,
        showing: null,
      },
      { authorization: `Device ${screen.token}`, 'user-agent': long },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await deviceRow(t, screen.id))?.userAgent).toBe(long.slice(0, USER_AGENT_MAX_LENGTH));
  });

  it('records the playlist shown only when it is one the screen was given', async () => {
    const given = await publishedPlaylist(t, owner, 'Menu');
    const stranger = await publishedPlaylist(t, owner, 'Not for this screen');
    expect((await assign(t, owner, { deviceKey: screen.deviceKey }, given)).statusCode).toBe(200);
    const [slideId] = await slideIds(t, owner, given);

    await sendHeartbeat(t, screen, { showing: { playlistId: stranger, slideId: null } });
    expect(await deviceRow(t, screen.id)).toMatchObject({ showingPlaylistId: null, showingSlideId: null });

    await sendHeartbeat(t, screen, { showing: { playlistId: given, slideId: slideId ?? null } });
    expect(await deviceRow(t, screen.id)).toMatchObject({
      showingPlaylistId: given,
      showingSlideId: slideId,
    });
    // a playlist that does not exist is ignored too, never an error
    const missing = await sendHeartbeat(t, screen, { showing: { playlistId: 2_000_000_000, slideId: 1 } });
    expect(missing.statusCode).toBe(200);
    expect((await deviceRow(t, screen.id))?.showingPlaylistId).toBeNull();
  });

  it('refuses a heartbeat of the wrong shape with the fields named', async () => {
    const response = await post(
      t.app,
      '/api/player/heartbeat',
      {
        appVersion: '2',
        resolution: { width: -1, height: 10 },
        state: 'dancing',
        revision: null,
        showing: null,
      },
      { authorization: `Device ${screen.token}` },
    );
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['resolution.width', 'state']);
  });
});
