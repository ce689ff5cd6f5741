import { describe, expect, it } from 'vitest';
import { ManifestRevisions } from './player.manifest.revisions.js';

describe('the revisions an instance remembers', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, advance: (ms: number) => void (now += ms) };
  };

  it('remembers a revision per screen and slide version until a push for that screen', () => {
    const revisions = new ManifestRevisions(clock().now);
    revisions.remember(revisions.stamp(1), undefined, 'a');
    revisions.remember(revisions.stamp(1), 2, 'b');
    revisions.remember(revisions.stamp(7), undefined, 'c');
    expect(revisions.current(1)).toBe('a');
    expect(revisions.current(1, 2)).toBe('b');
    revisions.forget([1]);
    expect(revisions.current(1)).toBeUndefined();
    expect(revisions.current(1, 2)).toBeUndefined();
    expect(revisions.current(7)).toBe('c');
  });

  it('trusts a revision no longer than until its manifest changes by itself (a timed alert ends)', () => {
    const time = clock();
    const revisions = new ManifestRevisions(time.now);
    revisions.remember(revisions.stamp(1), undefined, 'alerting', time.now() + 5_000);
    time.advance(4_999);
    expect(revisions.current(1)).toBe('alerting');
    time.advance(1);
    expect(revisions.current(1)).toBeUndefined();
  });

  it('does not remember a manifest built while a push arrived for its screen', () => {
    const revisions = new ManifestRevisions(clock().now);
    const stamp = revisions.stamp(1);
    revisions.forget([1]);
    revisions.remember(stamp, undefined, 'built from old rows');
    expect(revisions.current(1)).toBeUndefined();
    revisions.remember(revisions.stamp(1), undefined, 'new');
    expect(revisions.current(1)).toBe('new');
  });

  it('forgets everything after a gap in listening, including what was being built', () => {
    const revisions = new ManifestRevisions(clock().now);
    revisions.remember(revisions.stamp(1), undefined, 'a');
    const building = revisions.stamp(2);
    revisions.forgetAll();
    revisions.remember(building, undefined, 'b');
    expect(revisions.current(1)).toBeUndefined();
    expect(revisions.current(2)).toBeUndefined();
  });

  it('trusts a revision for a limited time only', () => {
    const time = clock();
    const revisions = new ManifestRevisions(time.now, 60_000);
    revisions.remember(revisions.stamp(1), undefined, 'a');
    time.advance(59_999);
    expect(revisions.current(1)).toBe('a');
    time.advance(1);
    expect(revisions.current(1)).toBeUndefined();
  });
});
