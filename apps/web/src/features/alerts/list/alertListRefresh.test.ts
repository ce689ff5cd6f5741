import { describe, expect, it } from 'vitest';
import type { TAlert } from '@placard/contract';
import { ALERT_LIST_POLL_MS, alertListRefreshMs } from './alertListRefresh';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const alert = (state: TAlert['state'], endsAt: string | null) => ({ state, endsAt }) as TAlert;

describe('refreshing the alert list', () => {
  it('asks again every 10 seconds', () => {
    expect(alertListRefreshMs(undefined, NOW)).toBe(ALERT_LIST_POLL_MS);
    expect(alertListRefreshMs([alert('active', null), alert('ready', null)], NOW)).toBe(ALERT_LIST_POLL_MS);
  });

  it('asks just after an active timed alert ends, when that is sooner', () => {
    expect(alertListRefreshMs([alert('active', '2026-03-02T12:00:03.000Z')], NOW)).toBe(3_500);
    // an end already passed (the server has not said so yet): soon again, never in a tight loop
    expect(alertListRefreshMs([alert('active', '2026-03-02T11:59:00.000Z')], NOW)).toBe(500);
    expect(alertListRefreshMs([alert('deactivated', '2026-03-02T12:00:03.000Z')], NOW)).toBe(
      ALERT_LIST_POLL_MS,
    );
  });
});
