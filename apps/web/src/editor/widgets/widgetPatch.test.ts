import { describe, expect, it } from 'vitest';
import { ZNewsSettings, ZSheetSettings } from '@placard/contract';
import { checkWidgetPatch } from './widgetPatch';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp/edit#gid=0';
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vAbCdEfGhIjKlMn/pubhtml';

describe('checking a change of a widget’s settings', () => {
  it('writes a valid field as the schema reads it, though other fields are still missing', () => {
    expect(
      checkWidgetPatch(ZNewsSettings, { maxStories: 5 }, { url: '  https://example.com/rss  ' }),
    ).toEqual({
      ok: true,
      patch: { url: 'https://example.com/rss' },
    });
    expect(checkWidgetPatch(ZNewsSettings, {}, { maxStories: 7 })).toEqual({
      ok: true,
      patch: { maxStories: 7 },
    });
  });

  it('refuses an invalid field with the contract’s message key', () => {
    expect(checkWidgetPatch(ZNewsSettings, {}, { url: 'feed.xml' })).toEqual({
      ok: false,
      errors: { url: 'validation.url' },
    });
    expect(checkWidgetPatch(ZNewsSettings, {}, { maxStories: 40 })).toEqual({
      ok: false,
      errors: { maxStories: 'validation.newsStories' },
    });
    const range = checkWidgetPatch(ZSheetSettings, { url: SHEET }, { range: 'A1:ZZ999' });
    expect(range.ok ? null : range.errors.range).toMatch(/^validation\.sheetRange/);
  });

  it('refuses a change that makes another valid field wrong, putting the error on the changed field', () => {
    const result = checkWidgetPatch(
      ZSheetSettings,
      { url: SHEET, range: 'Prices!A1:B4' },
      { url: PUBLISHED },
    );
    expect(result).toEqual({ ok: false, errors: { url: 'validation.sheetRangePublished' } });
  });
});
