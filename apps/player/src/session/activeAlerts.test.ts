import { describe, expect, it } from 'vitest';
import { alert } from '../testing/manifests';
import { ActiveAlerts, shownAlert, untilFirstEnd } from './activeAlerts';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const MINUTE = 60_000;
const ids = (alerts: { id: number }[]) => alerts.map((each) => each.id);

describe('ActiveAlerts', () => {
  it('knows the manifest’s alerts, the most recently activated first', () => {
    const alerts = new ActiveAlerts();
    alerts.manifest([alert(1, NOW - 10 * MINUTE), alert(2, NOW - MINUTE), alert(3, NOW - 5 * MINUTE)], null);
    expect(ids(alerts.activeAt(NOW))).toEqual([2, 3, 1]);
  });

  it('puts the highest priority first, whenever it was activated', () => {
    const alerts = new ActiveAlerts();
    alerts.manifest([alert(1, NOW - 10 * MINUTE, null, { priority: 10 }), alert(2, NOW - MINUTE)], null);
    alerts.push({ type: 'alert', alert: alert(3, NOW, null, { priority: 2 }) });
    expect(ids(alerts.activeAt(NOW))).toEqual([1, 2, 3]);
  });

  it('adds or replaces an alert pushed, and removes one ended', () => {
    const alerts = new ActiveAlerts();
    alerts.manifest([alert(1, NOW - MINUTE)], null);
    alerts.push({ type: 'alert', alert: alert(2, NOW) });
    expect(ids(alerts.activeAt(NOW))).toEqual([2, 1]);
    alerts.push({ type: 'alert', alert: alert(1, NOW + MINUTE, null, { name: 'Activated again' }) });
    expect(alerts.activeAt(NOW + MINUTE).map((each) => each.name)).toEqual(['Activated again', 'Alert 2']);
    alerts.push({ type: 'alertEnded', alertId: 1 });
    alerts.push({ type: 'alertEnded', alertId: 9 });
    expect(ids(alerts.activeAt(NOW + MINUTE))).toEqual([2]);
  });

  it('ends a timed alert at its end, by the clock it is asked with', () => {
    const alerts = new ActiveAlerts();
    alerts.manifest([alert(1, NOW, NOW + MINUTE), alert(2, NOW - MINUTE)], null);
    expect(ids(alerts.activeAt(NOW + MINUTE - 1))).toEqual([1, 2]);
    expect(ids(alerts.activeAt(NOW + MINUTE))).toEqual([2]);
  });

  it('keeps the pushes that came after a manifest was asked for over it, and forgets the older ones', () => {
    const alerts = new ActiveAlerts();
    alerts.push({ type: 'alert', alert: alert(1, NOW) });
    const askedAfterFirst = alerts.mark();
    alerts.push({ type: 'alert', alert: alert(2, NOW + 1) });
    alerts.push({ type: 'alertEnded', alertId: 3 });
    // asked for before alert 2 came and alert 3 ended: neither is undone
    alerts.manifest([alert(1, NOW), alert(3, NOW - MINUTE)], askedAfterFirst);
    expect(ids(alerts.activeAt(NOW + 1))).toEqual([2, 1]);
    // asked for after everything: the manifest alone speaks (alert 1 was deactivated meanwhile)
    alerts.manifest([alert(2, NOW + 1)], alerts.mark());
    expect(ids(alerts.activeAt(NOW + 1))).toEqual([2]);
    alerts.manifest([], alerts.mark());
    expect(alerts.activeAt(NOW + 1)).toEqual([]);
  });

  it('applies every push kept over a stored manifest', () => {
    const alerts = new ActiveAlerts();
    alerts.push({ type: 'alertEnded', alertId: 1 });
    alerts.manifest([alert(1, NOW - MINUTE), alert(2, NOW - MINUTE)], null);
    expect(ids(alerts.activeAt(NOW))).toEqual([2]);
  });
});

describe('shownAlert and untilFirstEnd', () => {
  it('shows the first alert and counts the others', () => {
    const [newest, older] = [alert(2, NOW), alert(1, NOW - MINUTE)];
    expect(shownAlert([newest, older])).toEqual({ alert: newest, otherAlerts: 1 });
    expect(shownAlert([])).toEqual({ alert: null, otherAlerts: 0 });
  });

  it('waits until the first timed alert ends, for none when all are continuous', () => {
    expect(untilFirstEnd([alert(1, NOW, NOW + 5 * MINUTE), alert(2, NOW, NOW + MINUTE)], NOW)).toBe(MINUTE);
    expect(untilFirstEnd([alert(1, NOW)], NOW)).toBeNull();
    // a week away is within setTimeout's reach; beyond it the wait is looked at again
    expect(untilFirstEnd([alert(1, NOW, NOW + 7 * 24 * 60 * MINUTE)], NOW)).toBe(7 * 24 * 60 * MINUTE);
    expect(untilFirstEnd([alert(1, NOW, NOW + 30 * 24 * 60 * MINUTE)], NOW)).toBe(2 ** 31 - 1);
  });
});
