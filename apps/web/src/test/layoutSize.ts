import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a virtual list would see a 0-pixel window and draw no row.
 * Gives every element an 800×800 client box for the test (undo with vi.restoreAllMocks).
 */
export function giveElementsSize() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
}
