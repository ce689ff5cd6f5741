/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function movedIds<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const [moving] = next.splice(from, 1);
  if (moving === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moving);
  return next;
}

/** Where a slide goes when dropped on another: the other's place; null when it stays. */
export function dropIndex<T>(ids: readonly T[], activeId: T, overId: T | null): number | null {
  if (overId === null || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  return from < 0 || to < 0 ? null : to;
}

/** Where Alt+↑ or Alt+↓ moves the slide at `index`; null at an end of the list or for other keys. */
export function keyboardMoveIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowUp' && index > 0) return index - 1;
  if (key === 'ArrowDown' && index < count - 1) return index + 1;
  return null;
}
