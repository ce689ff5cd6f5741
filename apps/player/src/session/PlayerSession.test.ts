import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS } from '@placard/contract';
import { createManifestStore } from '../manifestStore';
import { manifest, playlist, slide } from '../testing/manifests';
import { moment, sessionHarness, until } from '../testing/sessionHarness';
import { IDENTIFY_MS } from './PlayerSession';

const first = manifest('r1', [playlist(1, [slide(11, 10), slide(12, 10)])]);
const second = manifest('r2', [playlist(1, [slide(13, 10)])]);

const { server, session, pass, playing } = sessionHarness();
describe('PlayerSession', () => {
  it('plays the manifest it syncs, the playlist the schedule says once worked out', async () => {
    const { player, changes } = session();
    expect(player.getSnapshot()).toEqual({
      content: null,
      playlist: null,
      updating: false,
      identified: false,
      alert: null,
      otherAlerts: 0,
    });
    server().state.manifest = first;
    player.start();
    await until(() => expect(player.getSnapshot().content?.revision).toBe('r1'));
    expect(player.getSnapshot().playlist).toBeUndefined();
    expect(changes).toHaveBeenCalled();
    pass(0);
    expect(player.getSnapshot()).toMatchObject({ playlist: { id: 1 }, updating: false, identified: false });
    expect(server().state.manifestRequests[0]).toBeNull();
    player.stop();
  });

  it('plays what it stored while the server fails, and asks with its ETag', async () => {
    createManifestStore(localStorage).save({ manifest: first, etag: '"r1"' });
    server().state.manifest = null;
    const { player } = session();
    player.start();
    await until(() => expect(player.getSnapshot().content?.revision).toBe('r1'));
    await until(() => expect(server().state.manifestRequests[0]).toBe('"r1"'));
    player.stop();
  });

  it('revalidates at once when the server pushes new content, and shows its name when asked', async () => {
    const { player } = session();
    await playing(player, first);
    server().state.manifest = second;
    server().push({ type: 'content' });
    await until(() => expect(player.getSnapshot().content?.revision).toBe('r2'));
    expect(server().state.manifestRequests[2]).toBe('"r1"');
    // the playlist playing is taken from the new manifest at once
    expect(player.getSnapshot().playlist?.slides.map((shown) => shown.id)).toEqual([13]);

    server().push({ type: 'identify' });
    await until(() => expect(player.getSnapshot().identified).toBe(true));
    pass(IDENTIFY_MS);
    expect(player.getSnapshot().identified).toBe(false);
    player.stop();
  });

  it('shows a widget’s new data pushed down its socket at once, and keeps it for a restart', async () => {
    const { player } = session();
    await playing(player, first);
    const requests = server().state.manifestRequests.length;
    const data = { snapshot: { id: 7, name: 'Lunch' }, updatedAt: '2026-11-26T12:00:00.000Z', stale: false };
    server().push({ type: 'widgetData', key: 'menu:7', data });
    await until(() => expect(player.getSnapshot().content?.widgets['menu:7']).toEqual(data));
    // the rest of what plays is unchanged, and no manifest was asked for
    expect(player.getSnapshot().content?.revision).toBe('r1');
    expect(server().state.manifestRequests).toHaveLength(requests);
    expect(createManifestStore(localStorage).load()?.manifest.widgets['menu:7']).toEqual(data);
    player.stop();
  });

  it('sends a heartbeat at once, on every change of state, and every HEARTBEAT_INTERVAL_MS', async () => {
    const { player } = session();
    server().state.manifest = first;
    player.start();
    // the socket is not open yet: the first beat goes by HTTP
    await until(() =>
      expect(server().state.heartbeats.find((beat) => beat.via === 'http')?.heartbeat).toMatchObject({
        state: 'idle',
        revision: null,
        showing: null,
      }),
    );
    await until(() => expect(player.getSnapshot().content?.revision).toBe('r1'));
    await until(() => expect(server().openSockets()).toHaveLength(1));
    pass(0);
    // playing now: told at once, over the socket (which carries every beat from now on, in order)
    const overSocket = () => server().state.heartbeats.filter((beat) => beat.via === 'socket');
    await until(() =>
      expect(overSocket().at(-1)?.heartbeat).toMatchObject({
        state: 'playing',
        revision: 'r1',
        showing: { playlistId: 1, slideId: null },
      }),
    );

    const playlistNow = player.getSnapshot().playlist;
    if (!playlistNow) throw new Error('a playlist plays');
    player.slideShown(playlistNow, 12, document.createElement('div'));
    const before = overSocket().length;
    pass(HEARTBEAT_INTERVAL_MS - 1);
    await moment();
    expect(overSocket()).toHaveLength(before);
    pass(1);
    await until(() => expect(overSocket()).toHaveLength(before + 1));
    expect(overSocket().at(-1)?.heartbeat.showing).toEqual({ playlistId: 1, slideId: 12 });
    pass(HEARTBEAT_INTERVAL_MS);
    await until(() => expect(overSocket()).toHaveLength(before + 2));
    player.stop();
  });

  it('retries a failed manifest request with backoff, and plays once the server answers', async () => {
    server().state.manifest = null;
    const { player } = session();
    player.start();
    await until(() => expect(server().openSockets()).toHaveLength(1));
    // the first request and the connection's own revalidation both failed
    await until(() => expect(server().state.manifestRequests).toHaveLength(2));
    expect(player.getSnapshot().content).toBeNull();
    server().state.manifest = first;
    await until(() => {
      pass(500);
      expect(player.getSnapshot().content?.revision).toBe('r1');
    });
    expect(server().state.manifestRequests).toHaveLength(3);
    player.stop();
  });

  it('stops cleanly: its socket closed, no timer left, nothing more sent', async () => {
    const { player, changes } = session();
    await playing(player, first);
    server().push({ type: 'identify' });
    await until(() => expect(player.getSnapshot().identified).toBe(true));

    player.stop();
    await until(() => expect(server().openSockets()).toHaveLength(0));
    const requests = server().state.manifestRequests.length;
    const heartbeats = server().state.heartbeats.length;
    const told = changes.mock.calls.length;
    pass(10 * 60_000);
    await moment();
    expect(server().state.manifestRequests).toHaveLength(requests);
    expect(server().state.heartbeats).toHaveLength(heartbeats);
    expect(server().state.sockets).toHaveLength(1);
    expect(changes).toHaveBeenCalledTimes(told);
    expect(player.getSnapshot().identified).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells once that the server no longer knows the screen', async () => {
    server().state.unpaired = true;
    const { player, onUnpaired } = session();
    player.start();
    await until(() => expect(onUnpaired).toHaveBeenCalled());
    await moment();
    expect(onUnpaired).toHaveBeenCalledTimes(1);
    player.stop();
  });
});
