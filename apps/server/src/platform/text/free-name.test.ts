import { describe, expect, it } from 'vitest';
import { freeName } from './free-name.js';

describe('a free name', () => {
  it('is the name itself, else the first free " (n)", case aside', () => {
    expect(freeName('Lobby', new Set(['hall']))).toBe('Lobby');
    expect(freeName('Lobby', new Set(['lobby']))).toBe('Lobby (2)');
    expect(freeName('Lobby', new Set(['lobby', 'lobby (2)']))).toBe('Lobby (3)');
  });

  it('stays within a length, cutting the name before its number', () => {
    expect(freeName('Evacuate now', new Set(['evacuate now']), 12)).toBe('Evacuate (2)');
    expect(freeName('Evacuate now', new Set(), 8)).toBe('Evacuate');
  });
});
