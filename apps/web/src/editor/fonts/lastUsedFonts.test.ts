import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { parseLastUsedFonts, readLastUsedFonts, rememberFont, useLastUsedFonts } from './lastUsedFonts';

const stored = () => JSON.parse(localStorage.getItem('lastUsedFonts') ?? 'null') as unknown;

describe('last-used fonts', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('is empty at first', () => {
    expect(readLastUsedFonts()).toEqual([]);
  });

  it('puts a chosen font first, keeps no duplicate and stores five at most', () => {
    rememberFont('lato');
    rememberFont('lobster');
    expect(stored()).toEqual(['lobster', 'lato']);
    rememberFont('lato');
    expect(stored()).toEqual(['lato', 'lobster']);
    for (const id of ['arvo', 'cabin', 'inter', 'karla']) rememberFont(id);
    expect(stored()).toEqual(['karla', 'inter', 'cabin', 'arvo', 'lato']);
    expect(rememberFont('lobster')).toEqual(['lobster', 'karla', 'inter', 'cabin', 'arvo']);
    expect(readLastUsedFonts()).toEqual(['lobster', 'karla', 'inter', 'cabin', 'arvo']);
  });

  it.each([
    ['not JSON', '[lato'],
    ['not a list', '{"0":"lato"}'],
    ['a string', '"lato"'],
    ['null', 'null'],
  ])('treats %s as an empty list and replaces it on the next choice', (_what, raw) => {
    localStorage.setItem('lastUsedFonts', raw);
    expect(readLastUsedFonts()).toEqual([]);
    rememberFont('arvo');
    expect(stored()).toEqual(['arvo']);
  });

  it('keeps only font ids from a damaged list, without duplicates, five at most', () => {
    expect(
      parseLastUsedFonts(
        JSON.stringify(['lato', 3, null, 'Lato!', 'lato', { id: 'x' }, 'arvo', 'a', 'b', 'c', 'd']),
      ),
    ).toEqual(['lato', 'arvo', 'a', 'b', 'c']);
  });

  it('updates the components that show it when a font is chosen', () => {
    const { result } = renderHook(() => useLastUsedFonts());
    expect(result.current).toEqual([]);
    act(() => void rememberFont('pacifico'));
    expect(result.current).toEqual(['pacifico']);
    act(() => {
      // another tab changed the list
      localStorage.setItem('lastUsedFonts', JSON.stringify(['lora', 'pacifico']));
      window.dispatchEvent(new StorageEvent('storage', { key: 'lastUsedFonts' }));
    });
    expect(result.current).toEqual(['lora', 'pacifico']);
  });
});
