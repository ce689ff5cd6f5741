import { CsvError, parse } from 'csv-parse/sync';
import {
  cellsA1,
  parseCellRange,
  parseSheetUrl,
  type SheetAddress,
  type SheetCell,
  type SheetRange,
  type TSheetSettings,
  type TSheetSnapshot,
} from '@placard/contract';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { WidgetSourceError } from './widget-source.error.js';

/**
 * Why a sheet gave nothing to show: SHEET_NOT_PUBLIC, Google asks the reader to sign in;
 * SHEET_SYNC_FAILED, anything else (no such spreadsheet, Google unreachable, an unreadable export).
 */
export type SheetErrorCode = 'SHEET_NOT_PUBLIC' | 'SHEET_SYNC_FAILED';

/** The largest export read: a whole tab comes, the range is cut out of it here. */
export const SHEET_EXPORT_MAX_BYTES = 4 * 1024 * 1024;

const NOT_SHARED =
  'Sync failed: the spreadsheet is not public. In Google Sheets, choose Share, then under General ' +
  'access "Anyone with the link" can view; or choose File → Share → Publish to web.';
const NOT_PUBLISHED =
  'Sync failed: the spreadsheet is no longer published to the web. In Google Sheets, choose ' +
  'File → Share → Publish to web, or share it with "Anyone with the link" and use its address.';

const NOT_FOUND: Record<SheetAddress['kind'], string> = {
  sheet:
    'Google Sheets has no spreadsheet at this address. Check the link: the spreadsheet may have been deleted.',
  published:
    'Google Sheets publishes nothing at this address: the spreadsheet may have been unpublished or ' +
    'deleted. In Google Sheets, choose File → Share → Publish to web, and copy the new link.',
};

function failed(reason: string): WidgetSourceError {
  return new WidgetSourceError('SHEET_SYNC_FAILED', `Sync failed: ${reason}`);
}

function notPublic(address: SheetAddress): WidgetSourceError {
  return new WidgetSourceError('SHEET_NOT_PUBLIC', address.kind === 'published' ? NOT_PUBLISHED : NOT_SHARED);
}

/** What to read, and the cell its first row and column hold (the query endpoint cuts the range itself). */
type ExportRequest = { url: string; origin: SheetCell };

/**
 * The CSV export of the tab holding the range: a tab named in the range through the query endpoint
 * (`gviz/tq?tqx=out:csv&sheet=…&range=…`), the only one reading a tab by name; otherwise the tab the
 * link's gid names, through `export?format=csv` (or `pub?output=csv` for a sheet published to the web).
 */
function exportRequest(baseUrl: string, address: SheetAddress, range: SheetRange): ExportRequest {
  const base = baseUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(address.id);
  const withGid = (query: URLSearchParams) => {
    if (address.gid !== null) query.set('gid', address.gid);
    return query;
  };
  if (address.kind === 'published') {
    const query = withGid(new URLSearchParams({ output: 'csv', single: 'true' }));
    return { url: `${base}/spreadsheets/d/e/${id}/pub?${query}`, origin: { col: 1, row: 1 } };
  }
  if (range.sheet !== null) {
    const query = new URLSearchParams({
      tqx: 'out:csv',
      headers: '0',
      sheet: range.sheet,
      range: cellsA1(range),
    });
    return { url: `${base}/spreadsheets/d/${id}/gviz/tq?${query}`, origin: range.from };
  }
  const query = withGid(new URLSearchParams({ format: 'csv' }));
  return { url: `${base}/spreadsheets/d/${id}/export?${query}`, origin: { col: 1, row: 1 } };
}

/** A sign-in page: Google's accounts host, or its ServiceLogin and sign-in paths. */
function isSignIn(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname.startsWith('accounts.') || /\/(ServiceLogin|signin)\b/i.test(pathname);
}

/** The export's text, or the reason it could not be read. */
async function readExport(safeFetch: SafeFetch, address: SheetAddress, url: string): Promise<string> {
  let answer;
  try {
    answer = await safeFetch.fetchText(url, { maxBytes: SHEET_EXPORT_MAX_BYTES });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.status === 401 || error.status === 403) throw notPublic(address);
    if (error.status === 404) throw failed(NOT_FOUND[address.kind]);
    throw failed(error.message);
  }
  // a private sheet sends the reader to sign in, whose page is HTML; an export is CSV
  if (isSignIn(answer.url) || answer.contentType === 'text/html') throw notPublic(address);
  return answer.body;
}

/** The export's rows: RFC 4180 CSV, quoted cells holding commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw failed(`the sheet's export could not be read (${error.message}).`);
    throw error;
  }
}

/** The range's cells out of rows starting at `origin`, every row as wide as the range (empty cells ''). */
function cutRange(rows: string[][], origin: SheetCell, range: SheetRange): string[][] {
  const { from, to } = range;
  return Array.from({ length: to.row - from.row + 1 }, (_, rowIndex) => {
    const row = rows[from.row - origin.row + rowIndex] ?? [];
    return Array.from(
      { length: to.col - from.col + 1 },
      (_, colIndex) => row[from.col - origin.col + colIndex] ?? '',
    );
  });
}

/**
 * Reads a cell or range of a Google Sheet shared with anyone who has the link, or published to the
 * web, through the CSV export at `exportBaseUrl` (SHEETS_EXPORT_URL): the cells as text, as the sheet
 * shows them. Throws WidgetSourceError SHEET_NOT_PUBLIC when Google wants the reader signed in,
 * SHEET_SYNC_FAILED for anything else, each with a message saying what to do.
 */
export async function fetchSheetRange(
  safeFetch: SafeFetch,
  exportBaseUrl: string,
  settings: Pick<TSheetSettings, 'url' | 'range'>,
  now: Date = new Date(),
): Promise<TSheetSnapshot> {
  const address = parseSheetUrl(settings.url);
  const range = parseCellRange(settings.range);
  if (!address) throw failed(`${settings.url} is not the address of a Google Sheet.`);
  if (!range) throw failed(`${settings.range} is not a cell or a range of cells.`);
  const { url, origin } = exportRequest(exportBaseUrl, address, range);
  const rows = parseCsv(await readExport(safeFetch, address, url));
  return { rows: cutRange(rows, origin, range), fetchedAt: now.toISOString() };
}
