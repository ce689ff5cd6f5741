import { describe, expect, it } from 'vitest';
import { importName } from './providers.import.js';

describe("an imported picture's name", () => {
  it("is the picture's title, on one line, without path separators or control characters", () => {
    expect(importName('unsplash', { id: 'u1', title: '  Mountain lake\nat dawn ' })).toBe(
      'Mountain lake at dawn',
    );
    expect(importName('pixabay', { id: '7', title: 'bread/../etc\\passwd\u0000' })).toBe(
      'bread .. etc passwd',
    );
  });

  it("is at most 100 characters, and the provider's name and id when there is no title", () => {
    expect(importName('pexels', { id: '9', title: 'x'.repeat(300) })).toHaveLength(100);
    expect(importName('giphy', { id: 'abc', title: ' \t ' })).toBe('GIPHY abc');
  });
});
