import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZManifest, type TManifest } from '@placard/contract';
import { pushToDevices } from './devices.push.js';
import { deviceCall, pairDevice, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { playlistCall, slidesChangedOf } from '../../test/playlists.js';
import { assign, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the manifest', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let screen: PairedDevice;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await organizationWithMember(t);
    screen = await pairDevice(t, owner, { name: 'Lobby', timezone: 'Europe/Stockholm' });
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/player/manifest${query}`,
      headers: { authorization: `Device ${screen.token}`, ...headers },
    });

  async function current(): Promise<{ manifest: TManifest; etag: string }> {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = ZManifest.parse(response.json());
    const etag = String(response.headers.etag);
    expect(etag).toBe(`"${manifest.revision}"`);
    return { manifest, etag };
  }

  it('describes the screen, and nothing to play before anything is assigned', async () => {
    const { manifest } = await current();
    expect(manifest.device).toMatchObject({
      deviceKey: screen.deviceKey,
      name: 'Lobby',
      timezone: 'Europe/Stockholm',
      organizationId: owner.organizationId,
    });
    expect(manifest.entries).toEqual([]);
    expect(manifest.playlists).toEqual([]);
  });

  it('answers 304 to the revision the screen has, and the whole manifest to any other', async () => {
    const { etag } = await current();
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': `"stale", ${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // an unchanged manifest keeps its revision
    expect((await current()).etag).toBe(etag);
  });

  it('changes its revision when a playlist is assigned and when it is published again', async () => {
    const before = await current();
    const playlistId = await publishedPlaylist(t, owner, 'Welcome');
    expect((await assign(t, owner, { deviceKey: screen.deviceKey }, playlistId)).statusCode).toBe(200);
    const assigned = await current();
    expect(assigned.etag).not.toBe(before.etag);
    expect((await get({ 'if-none-match': before.etag })).statusCode).toBe(200);
    expect(assigned.manifest.entries.map((entry) => entry.playlistId)).toEqual([playlistId]);
    expect(assigned.manifest.playlists.map((playlist) => playlist.id)).toEqual([playlistId]);

    // editing the playlist changes nothing on the screen until it is published
    await slidesChangedOf(playlistCall(t, owner, 'slide/create', { playlistId }));
    expect((await get({ 'if-none-match': assigned.etag })).statusCode).toBe(304);
    expect((await playlistCall(t, owner, 'publish', { playlistId })).statusCode).toBe(200);
    const republished = await current();
    expect(republished.etag).not.toBe(assigned.etag);
    expect(republished.manifest.playlists[0]?.slides).toHaveLength(2);
  });

  it('changes its revision when the screen is renamed', async () => {
    const before = await current();
    const renamed = await deviceCall(t, owner, 'setName', {
      deviceKey: screen.deviceKey,
      deviceName: 'Foyer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await current();
    expect(after.etag).not.toBe(before.etag);
    expect(after.manifest.device.name).toBe('Foyer');
  });

  it('travels compressed to a screen that takes gzip, and revalidates the same way', async () => {
    const { manifest, etag } = await current();
    const response = await get({ 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etag);
    if (response.headers['content-encoding'] === 'gzip') {
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(manifest);
    } else {
      // under the compression threshold
      expect(response.rawPayload.length).toBeLessThan(1024);
    }
    expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('takes the slide document version the player renders', async () => {
    expect((await get({}, '?slideVersion=1')).statusCode).toBe(200);
    expectError(await get({}, '?slideVersion=zero'), 400, 'VALIDATION_FAILED');
  });

  it('answers a revalidation from the revision it served until a push says the screen changed', async () => {
    const { etag } = await current();
    // a change no push announced (nothing in Placard does this) is not seen by revalidation…
    await t.app.deps.db.execute(sql`update devices set name = 'Back office' where id = ${screen.id}`);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    // …but is by a screen asking with no-cache, as a screen does after a push
    const fresh = await get({ 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(fresh.statusCode).toBe(200);
    expect(ZManifest.parse(fresh.json()).device.name).toBe('Back office');

    await t.app.deps.db.execute(sql`update devices set name = 'Reception' where id = ${screen.id}`);
    await pushToDevices(t.app.deps, [screen.id], { type: 'content' });
    // the push reaches this instance's listener a moment after it is published
    let answer = await get({ 'if-none-match': String(fresh.headers.etag) });
    for (let tries = 0; answer.statusCode === 304 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await get({ 'if-none-match': String(fresh.headers.etag) });
    }
    expect(answer.statusCode).toBe(200);
    expect(ZManifest.parse(answer.json()).device.name).toBe('Reception');
  });
});
