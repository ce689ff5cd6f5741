import { useSyncExternalStore } from 'react';
// `useFont` is a plain list rule, not a React hook: renamed so it reads (and lints) as one
import { LAST_USED_FONTS_KEY, LAST_USED_FONTS_MAX, useFont as withFontFirst } from '@placard/contract';

const FONT_ID = /^[a-z0-9-]{1,60}$/;
/** Fired on window when this tab changes the list (the storage event only reaches other tabs). */
const CHANGED = 'placard:last-used-fonts';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage can be switched off by the browser's settings
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(LAST_USED_FONTS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored list as font ids, most recent first: anything else in it is dropped. */
export function parseLastUsedFonts(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((item): item is string => typeof item === 'string' && FONT_ID.test(item));
  return [...new Set(ids)].slice(0, LAST_USED_FONTS_MAX);
}

/** Spec section 3: the last-used fonts (up to 5, most recent first) kept under `lastUsedFonts`. */
export function readLastUsedFonts(): string[] {
  return parseLastUsedFonts(readRaw());
}

/** Spec section 4: a chosen font moves to the front of the list, without an earlier copy, and 5 are kept. */
export function rememberFont(id: string): string[] {
  const next = withFontFirst(readLastUsedFonts(), id);
  try {
    storage()?.setItem(LAST_USED_FONTS_KEY, JSON.stringify(next));
  } catch {
    // a full or disabled storage only loses the list
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
  return next;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LAST_USED_FONTS_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null; ids: readonly string[] } = { raw: null, ids: [] };

function currentList(): readonly string[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: parseLastUsedFonts(raw) };
  return snapshot.ids;
}

const serverList = (): readonly string[] => [];

/** The last-used fonts, kept up to date when this tab or another one changes them. */
export function useLastUsedFonts(): readonly string[] {
  return useSyncExternalStore(subscribe, currentList, serverList);
}
