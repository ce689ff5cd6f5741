import { describe, expect, it } from 'vitest';
import type { TManifest, TManifestEntry } from '@placard/contract';
import { evaluatePlayback, PLAYBACK_RECHECK_MS } from './playback';
import { manifest, officeHours, playlist, playNow, slide } from './testing/manifests';

function screenWith(entries: TManifestEntry[], timezone = 'Europe/Stockholm'): TManifest {
  const base = manifest('r1', [playlist(1, [slide(11, 10)]), playlist(2, [slide(21, 10)])]);
  return { ...base, device: { ...base.device, timezone }, entries };
}

describe('evaluatePlayback', () => {
  it('plays the schedule during its hours in the screen’s timezone, play now outside them', () => {
    const screen = screenWith([playNow(1, 1), officeHours(2, 2)]);
    // 10:00 in Stockholm (UTC+1 in March)
    expect(evaluatePlayback(screen, new Date('2026-03-03T09:00:00Z')).playlistId).toBe(2);
    // 18:00 in Stockholm
    expect(evaluatePlayback(screen, new Date('2026-03-03T17:00:00Z')).playlistId).toBe(1);
  });

  it('plays nothing when nothing is scheduled', () => {
    expect(
      evaluatePlayback(screenWith([officeHours(2, 2)]), new Date('2026-03-03T20:00:00Z')).playlistId,
    ).toBeNull();
    expect(evaluatePlayback(screenWith([]), new Date('2026-03-03T20:00:00Z')).playlistId).toBeNull();
  });

  it('passes over an entry whose playlist it does not have', () => {
    const screen = screenWith([playNow(1, 1), officeHours(2, 99)]);
    expect(evaluatePlayback(screen, new Date('2026-03-03T09:00:00Z')).playlistId).toBe(1);
  });

  it('looks again when the schedule next changes, or within a minute at the latest', () => {
    const screen = screenWith([playNow(1, 1), officeHours(2, 2)]);
    const at = new Date('2026-03-03T15:59:30Z');
    // 17:00 in Stockholm is 16:00 UTC
    expect(evaluatePlayback(screen, at).recheckAt).toBe(Date.parse('2026-03-03T16:00:00Z'));
    const later = new Date('2026-03-03T12:00:00Z');
    expect(evaluatePlayback(screen, later).recheckAt).toBe(later.getTime() + PLAYBACK_RECHECK_MS);
  });

  it('takes an unknown timezone as UTC rather than stopping', () => {
    const screen = screenWith([officeHours(2, 2)], 'Mars/Olympus_Mons');
    expect(evaluatePlayback(screen, new Date('2026-03-03T09:30:00Z')).playlistId).toBe(2);
    expect(evaluatePlayback(screen, new Date('2026-03-03T08:30:00Z')).playlistId).toBeNull();
  });
});
