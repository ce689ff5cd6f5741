import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { startFakeGoogleSheets, type FakeGoogleSheets } from '../../test/fakes/google-sheets.js';
import { fetchSheetRange } from './sheets.provider.js';
import { WidgetSourceError } from './widget-source.error.js';

const PUBLIC = '1PublicMenuSheet_abcdefghijklmnopqrstuvwxyz';
const PRIVATE = '1PrivateSheet_abcdefghijklmnopqrstuvwxyz012';
const LOCKED = '1LockedSheet401_abcdefghijklmnopqrstuvwxyz0';
const BROKEN = '1BrokenExportSheet_abcdefghijklmnopqrstuvwx';
const GONE = '1NoSuchSheet_abcdefghijklmnopqrstuvwxyz0123';
const PUBLISHED = '2PACX-1vPublishedMenu_abcdefghijklmnopqrstuvwxyz';

const link = (id: string, gid?: string) =>
  `https://docs.google.com/spreadsheets/d/${id}/edit${gid === undefined ? '' : `#gid=${gid}`}`;

const MENU = [
  ['Dish', 'Price', 'Note'],
  ['Köttbullar', '€12.50', 'with "lingon", mash'],
  ['Soup of the day', '€7', 'Mon–Fri\nuntil 14:00'],
];
const DRINKS = [
  ['Drink', 'Price'],
  ['Café crème', '3,20 €'],
  ['Thé', '2,80 €'],
];

const allowed = createSafeFetch({ allowPrivate: true });
let google: FakeGoogleSheets;

beforeAll(async () => {
  google = await startFakeGoogleSheets();
  google.setSpreadsheet(PUBLIC, {
    access: 'public',
    publishedId: PUBLISHED,
    tabs: [
      { gid: '0', name: 'Menu', cells: MENU },
      { gid: '1876543210', name: 'Drinks & more', cells: DRINKS },
    ],
  });
  google.setSpreadsheet(PRIVATE, { access: 'private', tabs: [{ gid: '0', name: 'Sheet1', cells: MENU }] });
  google.setSpreadsheet(LOCKED, { access: 'private-401', tabs: [{ gid: '0', name: 'Sheet1', cells: MENU }] });
  google.setSpreadsheet(BROKEN, {
    access: 'public',
    tabs: [{ gid: '0', name: 'Sheet1', cells: [] }],
    csv: 'Dish,Price\n"Soup,7\nBread,"2"x\n',
  });
});

afterAll(async () => {
  await google.close();
});

async function failure(promise: Promise<unknown>): Promise<WidgetSourceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WidgetSourceError))
    throw new Error(`expected a WidgetSourceError, got ${String(error)}`);
  return error;
}

describe('reading a Google Sheet', () => {
  it('reads one cell of a public sheet, with the time it was read', async () => {
    const now = new Date('2026-11-26T18:30:00.000Z');
    const snapshot = await fetchSheetRange(
      allowed,
      google.baseUrl,
      { url: link(PUBLIC, '0'), range: 'B2' },
      now,
    );
    expect(snapshot).toEqual({ rows: [['€12.50']], fetchedAt: '2026-11-26T18:30:00.000Z' });
  });

  it('reads a range as the sheet shows it: commas, quotes, line breaks and accents kept', async () => {
    const snapshot = await fetchSheetRange(allowed, google.baseUrl, { url: link(PUBLIC), range: 'A2:C3' });
    expect(snapshot.rows).toEqual([
      ['Köttbullar', '€12.50', 'with "lingon", mash'],
      ['Soup of the day', '€7', 'Mon–Fri\nuntil 14:00'],
    ]);
  });

  it('shows the cells of a range beyond the filled ones as empty', async () => {
    const snapshot = await fetchSheetRange(allowed, google.baseUrl, {
      url: link(PUBLIC, '0'),
      range: 'C3:D5',
    });
    expect(snapshot.rows).toEqual([
      ['Mon–Fri\nuntil 14:00', ''],
      ['', ''],
      ['', ''],
    ]);
  });

  it('reads the tab the link names by its gid', async () => {
    const snapshot = await fetchSheetRange(allowed, google.baseUrl, {
      url: link(PUBLIC, '1876543210'),
      range: 'A2:B3',
    });
    expect(snapshot.rows).toEqual([
      ['Café crème', '3,20 €'],
      ['Thé', '2,80 €'],
    ]);
  });

  it('reads the tab a range names, whatever tab the link shows', async () => {
    const snapshot = await fetchSheetRange(allowed, google.baseUrl, {
      url: link(PUBLIC, '0'),
      range: "'Drinks & more'!B2:B3",
    });
    expect(snapshot.rows).toEqual([['3,20 €'], ['2,80 €']]);
    const query = new URLSearchParams(google.requests.at(-1)?.split('?')[1]);
    expect(query.get('sheet')).toBe('Drinks & more');
    expect(query.get('range')).toBe('B2:B3');
  });

  it('reads a sheet published to the web', async () => {
    const url = `https://docs.google.com/spreadsheets/d/e/${PUBLISHED}/pubhtml?gid=1876543210&single=true`;
    const snapshot = await fetchSheetRange(allowed, google.baseUrl, { url, range: 'A1:B1' });
    expect(snapshot.rows).toEqual([['Drink', 'Price']]);
  });

  it('says how to share a sheet that Google keeps behind its sign-in page', async () => {
    const error = await failure(
      fetchSheetRange(allowed, google.baseUrl, { url: link(PRIVATE), range: 'A1' }),
    );
    expect(error.code).toBe('SHEET_NOT_PUBLIC');
    expect(error.message).toMatch(/^Sync failed: the spreadsheet is not public\./);
    expect(error.message).toContain('"Anyone with the link" can view');
    expect(error.message).toContain('File → Share → Publish to web');
  });

  it('says the same of a sheet Google answers 401 Unauthorized for', async () => {
    const error = await failure(fetchSheetRange(allowed, google.baseUrl, { url: link(LOCKED), range: 'A1' }));
    expect(error.code).toBe('SHEET_NOT_PUBLIC');
    expect(error.message).toContain('"Anyone with the link" can view');
  });

  it('says a spreadsheet is not there', async () => {
    const error = await failure(fetchSheetRange(allowed, google.baseUrl, { url: link(GONE), range: 'A1' }));
    expect(error.code).toBe('SHEET_SYNC_FAILED');
    expect(error.message).toBe(
      'Sync failed: Google Sheets has no spreadsheet at this address. Check the link: the spreadsheet may have been deleted.',
    );
  });

  it('says a link published to the web publishes nothing any more', async () => {
    const url = `https://docs.google.com/spreadsheets/d/e/2PACX-1vUnpublished_abcdefghijklmnop/pubhtml`;
    const error = await failure(fetchSheetRange(allowed, google.baseUrl, { url, range: 'A1' }));
    expect(error.code).toBe('SHEET_SYNC_FAILED');
    expect(error.message).toMatch(/^Sync failed: Google Sheets publishes nothing at this address/);
  });

  it('says an export that is not valid CSV could not be read', async () => {
    const error = await failure(fetchSheetRange(allowed, google.baseUrl, { url: link(BROKEN), range: 'A1' }));
    expect(error.code).toBe('SHEET_SYNC_FAILED');
    expect(error.message).toMatch(/^Sync failed: the sheet's export could not be read \(.*quote/i);
  });

  it('refuses a sheet export host on a private address unless allowed', async () => {
    const before = google.requests.length;
    const publicOnly = createSafeFetch({ allowPrivate: false });
    const error = await failure(
      fetchSheetRange(publicOnly, google.baseUrl, { url: link(PUBLIC), range: 'A1' }),
    );
    expect(error.code).toBe('SHEET_SYNC_FAILED');
    expect(error.message).toMatch(/^Sync failed: 127\.0\.0\.1 is a loopback address/);
    expect(google.requests).toHaveLength(before);
  });

  it('says Google could not be reached when it is down', async () => {
    const down = await startFakeGoogleSheets();
    down.setSpreadsheet(PUBLIC, { access: 'public', tabs: [{ gid: '0', name: 'Menu', cells: MENU }] });
    const settings = { url: link(PUBLIC), range: 'A1' };
    expect((await fetchSheetRange(allowed, down.baseUrl, settings)).rows).toEqual([['Dish']]);
    await down.goDown();
    const error = await failure(fetchSheetRange(allowed, down.baseUrl, settings));
    await down.close();
    expect(error.code).toBe('SHEET_SYNC_FAILED');
    expect(error.message).toMatch(/^Sync failed: 127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)\.$/);
  });
});
