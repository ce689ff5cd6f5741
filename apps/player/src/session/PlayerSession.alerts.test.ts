import { describe, expect, it } from 'vitest';
import type { TManifest } from '@placard/contract';
import { alert, manifest, playlist, slide } from '../testing/manifests';
import { moment, sessionHarness, until } from '../testing/sessionHarness';

const MINUTE = 60_000;
const content = manifest('r1', [playlist(1, [slide(11, 10)])]);
const withAlerts = (revision: string, alerts: TManifest['alerts']): TManifest => ({
  ...content,
  revision,
  alerts,
});

const { server, session, pass, playing } = sessionHarness();

describe('PlayerSession alerts', () => {
  it('shows the manifest’s most recent alert over the playlist, with the count of the others', async () => {
    const { player } = session();
    const now = Date.now();
    const older = alert(1, now - 10 * MINUTE);
    const newest = alert(2, now - MINUTE);
    await playing(player, withAlerts('r1', [older, newest]));
    expect(player.getSnapshot()).toMatchObject({ alert: newest, otherAlerts: 1, playlist: { id: 1 } });

    // deactivated while the screen was away: the next manifest no longer has it
    server().state.manifest = withAlerts('r2', [older]);
    server().push({ type: 'content' });
    await until(() => expect(player.getSnapshot().alert).toEqual(older));
    expect(player.getSnapshot().otherAlerts).toBe(0);
    player.stop();
  });

  it('shows an alert pushed at once, replaces it when pushed again, removes it when it ends', async () => {
    const { player } = session();
    await playing(player, content);
    expect(player.getSnapshot().alert).toBeNull();
    const now = Date.now();
    server().push({ type: 'alert', alert: alert(5, now) });
    await until(() => expect(player.getSnapshot().alert?.id).toBe(5));
    const changed = alert(5, now + 1, null, { name: 'Evacuate now' });
    server().push({ type: 'alert', alert: changed });
    await until(() => expect(player.getSnapshot().alert).toEqual(changed));
    server().push({ type: 'alertEnded', alertId: 5 });
    await until(() => expect(player.getSnapshot().alert).toBeNull());
    // the playlist played on beneath
    expect(player.getSnapshot().playlist?.id).toBe(1);
    player.stop();
  });

  it('ends a timed alert at its end by the server’s clock, with the server out of reach', async () => {
    const { player, clock } = session();
    await playing(player, content);
    server().push({ type: 'alert', alert: alert(5, clock.now(), clock.now() + 2 * MINUTE) });
    await until(() => expect(player.getSnapshot().alert?.id).toBe(5));
    server().setOffline(true);
    await until(() => expect(server().openSockets()).toHaveLength(0));
    pass(2 * MINUTE - 1_000);
    expect(player.getSnapshot().alert?.id).toBe(5);
    pass(1_000);
    expect(player.getSnapshot().alert).toBeNull();
    player.stop();
  });

  it('sends its receipt once per activation displayed, and the one it could not send once back online', async () => {
    const { player, clock } = session();
    await playing(player, content);
    const first = alert(5, clock.now());
    server().push({ type: 'alert', alert: first });
    await until(() => expect(player.getSnapshot().alert?.id).toBe(5));
    const shownAt = clock.now();
    player.alertShown(first);
    player.alertShown(first);
    await until(() => expect(server().state.alertsShown).toHaveLength(1));
    expect(server().state.alertsShown[0]?.alertId).toBe(5);
    expect(Math.abs((server().state.alertsShown[0]?.shownAt ?? 0) - shownAt)).toBeLessThan(1_000);

    // activated again while the screen is out of reach: shown, and told once the socket is back
    server().setOffline(true);
    await until(() => expect(server().openSockets()).toHaveLength(0));
    // the screen's end of the socket closes too
    await moment();
    const again = alert(5, clock.now() + 1);
    player.alertShown(again);
    await moment();
    expect(server().state.alertsShown).toHaveLength(1);
    server().setOffline(false);
    await until(() => {
      pass(1_000);
      expect(server().state.alertsShown).toHaveLength(2);
    });
    expect(server().state.alertsShown[1]?.alertId).toBe(5);
    await moment();
    expect(server().state.alertsShown).toHaveLength(2);
    player.stop();
  });
});
