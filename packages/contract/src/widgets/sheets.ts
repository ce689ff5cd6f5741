import { z } from 'zod';
import { messageKey } from '../messages.js';
import { zText } from '../text-rule.js';

/**
 * The Google Sheets cell widget (spec sections 3, 4, 5 and 8): a cell or a range of a public Google
 * Sheet, kept in sync on the screens.
 */

/** Spec section 4: where a widget's sheet stands. */
export const SHEET_SYNC_STATES = ['syncing', 'synced', 'failed'] as const;
export type SheetSyncState = (typeof SHEET_SYNC_STATES)[number];

/** How often the sheet is read again, in minutes. */
export const SHEET_REFRESH_MIN_MINUTES = 1;
export const SHEET_REFRESH_MAX_MINUTES = 60;
export const SHEET_REFRESH_DEFAULT_MINUTES = 5;
/** The most a range shows: rows and columns. */
export const SHEET_RANGE_MAX_ROWS = 50;
export const SHEET_RANGE_MAX_COLUMNS = 26;
/** Google Sheets' own limits: columns up to ZZZ (18,278), rows up to a million. */
export const SHEET_MAX_COLUMN = 18_278;
export const SHEET_MAX_ROW = 1_000_000;
export const SHEET_URL_MAX_LENGTH = 2000;
export const SHEET_RANGE_MAX_LENGTH = 200;
/** The most text a Google Sheets cell holds. */
export const SHEET_CELL_MAX_LENGTH = 50_000;

/**
 * A spreadsheet's address: `sheet`, one shared by link (`/spreadsheets/d/{id}/…`); `published`, one
 * published to the web (`/spreadsheets/d/e/{id}/pubhtml` or `/pub`). `gid` names the tab; null is the
 * first one.
 */
export type SheetAddress = { kind: 'sheet' | 'published'; id: string; gid: string | null };

/** An http(s) link to docs.google.com (no user, no port): its path, query and fragment. */
const SHEET_LINK = /^https?:\/\/docs\.google\.com(\/[^?#\s]*)(?:\?([^#\s]*))?(?:#(\S*))?$/i;
/** `/spreadsheets/d/{id}`, after an optional Workspace domain (`/a/{domain}`) or account (`/u/{n}`). */
const SHEET_PATH =
  /^\/(?:a\/[^/]+\/)?spreadsheets\/(?:u\/\d+\/)?d\/(?:(e)\/)?([A-Za-z0-9_-]{10,200})(\/.*)?$/;
const PUBLISHED_PAGES = /^\/(?:pubhtml|pub)\/?$/;

/** A parameter of a query or a fragment (`a=1&gid=2`); null when it is not there. */
function parameter(text: string | undefined, name: string): string | null {
  for (const pair of (text ?? '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) return value;
  }
  return null;
}

/**
 * The spreadsheet a Google Sheets link points to: the address bar's (`…/d/{id}/edit#gid=N`), the
 * share button's (`…/d/{id}/edit?usp=sharing`), or a "Publish to web" one (`…/d/e/{id}/pubhtml`,
 * `…/pub?gid=N&single=true&output=csv`). The tab is the `gid` after its `#`, else in its query. Null
 * for anything else.
 */
export function parseSheetUrl(text: string): SheetAddress | null {
  const [, path = '', query, fragment] = SHEET_LINK.exec(text.trim()) ?? [];
  const match = SHEET_PATH.exec(path);
  if (!match) return null;
  const [, published, id = '', rest = ''] = match;
  const gid = parameter(fragment, 'gid') ?? parameter(query, 'gid');
  if (gid !== null && !/^\d{1,12}$/.test(gid)) return null;
  if (published) return PUBLISHED_PAGES.test(rest) ? { kind: 'published', id, gid } : null;
  return { kind: 'sheet', id, gid };
}

/** A cell's place: its column (A = 1) and row, both from 1. */
export type SheetCell = { col: number; row: number };
/** A cell range, `to` at or after `from`; `sheet` is the tab's name when the range gives one. */
export type SheetRange = { sheet: string | null; from: SheetCell; to: SheetCell };

/** A column's number from its letters: A = 1, Z = 26, AA = 27, ZZZ = 18,278. */
export function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((value, letter) => value * 26 + letter.charCodeAt(0) - 64, 0);
}

/** A column's letters from its number: 1 = A, 27 = AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** `Sheet1!` or `'My sheet'!` (a quote in a quoted name doubled), then `A1` or `A1:D8`, `$` allowed. */
const RANGE =
  /^(?:(?:'((?:[^']|'')+)'|([\p{L}\p{N}_.]+))!)?\$?([A-Za-z]{1,3})\$?(\d{1,7})(?::\$?([A-Za-z]{1,3})\$?(\d{1,7}))?$/u;

function cell(letters: string, digits: string): SheetCell | null {
  const col = columnNumber(letters);
  const row = Number(digits);
  return col <= SHEET_MAX_COLUMN && row >= 1 && row <= SHEET_MAX_ROW ? { col, row } : null;
}

/**
 * A cell (`B2`) or a range (`A1:D8`) in A1 notation, after an optional sheet name (`Sheet1!A1:D8`,
 * `'My sheet'!A1`): within the sheet's limits, its start not after its end, and at most
 * SHEET_RANGE_MAX_ROWS rows by SHEET_RANGE_MAX_COLUMNS columns. Null for anything else.
 */
export function parseCellRange(text: string): SheetRange | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const [, quoted, bare, fromColumn = '', fromRow = '', toColumn, toRow] = match;
  const from = cell(fromColumn, fromRow);
  const to = toColumn && toRow ? cell(toColumn, toRow) : from;
  if (!from || !to || to.col < from.col || to.row < from.row) return null;
  if (to.row - from.row >= SHEET_RANGE_MAX_ROWS || to.col - from.col >= SHEET_RANGE_MAX_COLUMNS) return null;
  const sheet = quoted !== undefined ? quoted.replace(/''/g, "'") : (bare ?? null);
  return { sheet, from, to };
}

/** A range's cells in A1 notation, without the sheet name: `A1:D8`. */
export function cellsA1(range: SheetRange): string {
  const { from, to } = range;
  return `${columnLetters(from.col)}${from.row}:${columnLetters(to.col)}${to.row}`;
}

const RANGE_MESSAGE = messageKey('validation.sheetRange', {
  rows: SHEET_RANGE_MAX_ROWS,
  columns: SHEET_RANGE_MAX_COLUMNS,
});

export const zSheetUrl = zText()
  .trim()
  .max(SHEET_URL_MAX_LENGTH, { error: 'validation.sheetUrl' })
  .refine((value) => parseSheetUrl(value) !== null, { error: 'validation.sheetUrl' });

export const zCellRange = zText()
  .trim()
  .max(SHEET_RANGE_MAX_LENGTH, { error: RANGE_MESSAGE })
  .refine((value) => parseCellRange(value) !== null, { error: RANGE_MESSAGE });

/** What a user sets on the cell widget: one schema for the form and the server. */
export const ZSheetSettings = z
  .object({
    url: zSheetUrl,
    range: zCellRange,
    refreshMinutes: z
      .number()
      .int()
      .min(SHEET_REFRESH_MIN_MINUTES)
      .max(SHEET_REFRESH_MAX_MINUTES)
      .default(SHEET_REFRESH_DEFAULT_MINUTES),
  })
  // a link published to the web shows one tab, named by its gid: a sheet name has nothing to pick
  .refine(
    (settings) =>
      parseSheetUrl(settings.url)?.kind !== 'published' || parseCellRange(settings.range)?.sheet == null,
    { error: 'validation.sheetRangePublished', path: ['range'] },
  );
export type TSheetSettings = z.infer<typeof ZSheetSettings>;

/** What a screen shows: the range's cells, row by row, as text as the sheet shows it. */
export const ZSheetSnapshot = z.object({
  rows: z
    .array(z.array(z.string().max(SHEET_CELL_MAX_LENGTH)).max(SHEET_RANGE_MAX_COLUMNS))
    .max(SHEET_RANGE_MAX_ROWS),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type TSheetSnapshot = z.infer<typeof ZSheetSnapshot>;
