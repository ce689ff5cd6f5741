import { describe, expect, it } from 'vitest';
import {
  cellsA1,
  columnLetters,
  columnNumber,
  parseCellRange,
  parseSheetUrl,
  ZSheetSettings,
  ZSheetSnapshot,
} from './sheets.js';

const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const PUB = '2PACX-1vTcf3zaAr78AFWt2P97AfMt55mif44cAVhPuApCCrcblkcT4kbabV2i60dfoqkJoMUSvHm63Gh_I9V7';

describe('Google Sheets links', () => {
  it.each([
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`, { kind: 'sheet', id: ID, gid: '0' }],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, { kind: 'sheet', id: ID, gid: null }],
    [
      `https://docs.google.com/spreadsheets/d/${ID}/edit?gid=123#gid=123`,
      { kind: 'sheet', id: ID, gid: '123' },
    ],
    [
      `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=42&range=B2`,
      { kind: 'sheet', id: ID, gid: '42' },
    ],
    [`https://docs.google.com/spreadsheets/d/${ID}`, { kind: 'sheet', id: ID, gid: null }],
    [`https://docs.google.com/spreadsheets/d/${ID}/`, { kind: 'sheet', id: ID, gid: null }],
    [`https://docs.google.com/spreadsheets/u/1/d/${ID}/edit`, { kind: 'sheet', id: ID, gid: null }],
    [`https://docs.google.com/a/example.com/spreadsheets/d/${ID}/edit`, { kind: 'sheet', id: ID, gid: null }],
    [`  https://DOCS.google.com/spreadsheets/d/${ID}/htmlview  `, { kind: 'sheet', id: ID, gid: null }],
    [`http://docs.google.com/spreadsheets/d/${ID}/edit#gid=7`, { kind: 'sheet', id: ID, gid: '7' }],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml`, { kind: 'published', id: PUB, gid: null }],
    [
      `https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml?gid=2003195246&single=true`,
      { kind: 'published', id: PUB, gid: '2003195246' },
    ],
    [
      `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=0&single=true&output=csv`,
      { kind: 'published', id: PUB, gid: '0' },
    ],
    [
      `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?output=csv`,
      { kind: 'published', id: PUB, gid: null },
    ],
  ])('reads %s', (url, address) => {
    expect(parseSheetUrl(url)).toEqual(address);
  });

  it.each([
    '',
    'not a link',
    ID,
    `docs.google.com/spreadsheets/d/${ID}/edit`,
    `ftp://docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://sheets.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com.evil.example/spreadsheets/d/${ID}/edit`,
    `https://evil.example/docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://user:secret@docs.google.com/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com:8443/spreadsheets/d/${ID}/edit`,
    `https://docs.google.com/document/d/${ID}/edit`,
    `https://docs.google.com/spreadsheets/d/short/edit`,
    `https://docs.google.com/spreadsheets/d/${ID}%2F..%2Fx/edit`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=abc`,
    `https://docs.google.com/spreadsheets/d/${ID}/edit?gid=-1`,
    `https://docs.google.com/spreadsheets/d/e/${PUB}/edit`,
    `https://docs.google.com/spreadsheets/d/e/${PUB}`,
    'https://docs.google.com/spreadsheets/d/e/',
    `https://drive.google.com/file/d/${ID}/view`,
  ])('refuses %j', (url) => {
    expect(parseSheetUrl(url)).toBeNull();
  });
});

describe('cell ranges', () => {
  it.each([
    ['B2', { sheet: null, from: { col: 2, row: 2 }, to: { col: 2, row: 2 } }],
    ['b2', { sheet: null, from: { col: 2, row: 2 }, to: { col: 2, row: 2 } }],
    [' A1:D8 ', { sheet: null, from: { col: 1, row: 1 }, to: { col: 4, row: 8 } }],
    ['$A$1:$D$8', { sheet: null, from: { col: 1, row: 1 }, to: { col: 4, row: 8 } }],
    ['Sheet1!A1:D8', { sheet: 'Sheet1', from: { col: 1, row: 1 }, to: { col: 4, row: 8 } }],
    ["'My sheet'!A1", { sheet: 'My sheet', from: { col: 1, row: 1 }, to: { col: 1, row: 1 } }],
    ["'Bob''s prices'!C3:D4", { sheet: "Bob's prices", from: { col: 3, row: 3 }, to: { col: 4, row: 4 } }],
    ["'Menu: lunch!'!A1", { sheet: 'Menu: lunch!', from: { col: 1, row: 1 }, to: { col: 1, row: 1 } }],
    ['Försäljning!A1:B2', { sheet: 'Försäljning', from: { col: 1, row: 1 }, to: { col: 2, row: 2 } }],
    [
      'ZZZ1000000',
      { sheet: null, from: { col: 18_278, row: 1_000_000 }, to: { col: 18_278, row: 1_000_000 } },
    ],
    ['A1:Z50', { sheet: null, from: { col: 1, row: 1 }, to: { col: 26, row: 50 } }],
    ['AA100:AZ149', { sheet: null, from: { col: 27, row: 100 }, to: { col: 52, row: 149 } }],
  ])('reads %j', (text, range) => {
    expect(parseCellRange(text)).toEqual(range);
  });

  it.each([
    ['', 'nothing'],
    ['A', 'a column without a row'],
    ['1', 'a row without a column'],
    ['A0', 'row 0'],
    ['A1000001', 'beyond the last row'],
    ['AAAA1', 'four column letters'],
    ['A1:', 'a range without its end'],
    [':B2', 'a range without its start'],
    ['A1:B2:C3', 'three corners'],
    ['D8:A1', 'its end before its start'],
    ['B1:A2', 'its end column before its start'],
    ['A2:B1', 'its end row before its start'],
    ['A1:A51', 'more than 50 rows'],
    ['A1:AA1', 'more than 26 columns'],
    ['A:A', 'a whole column'],
    ['1:1', 'a whole row'],
    ['My sheet!A1', 'a name with a space, unquoted'],
    ["'My sheet!A1", 'an unclosed quote'],
    ["''!A1", 'an empty quoted name'],
    ['!A1', 'an empty name'],
    ["'It's'!A1", 'a lone quote inside a quoted name'],
    ['A1 B2', 'two cells'],
    ['R1C1', 'R1C1 notation'],
    ['=A1', 'a formula'],
  ])('refuses %j (%s)', (text) => {
    expect(parseCellRange(text)).toBeNull();
  });

  it('counts columns as Google Sheets letters them', () => {
    for (const [letters, number] of [
      ['A', 1],
      ['Z', 26],
      ['AA', 27],
      ['AZ', 52],
      ['ZZ', 702],
      ['AAA', 703],
      ['ZZZ', 18_278],
    ] as const) {
      expect(columnNumber(letters)).toBe(number);
      expect(columnLetters(number)).toBe(letters);
    }
  });

  it('writes a range back in A1 notation, without its sheet name', () => {
    const range = parseCellRange("'My sheet'!$b$2:aa10");
    expect(range && cellsA1(range)).toBe('B2:AA10');
  });
});

describe('the cell widget settings', () => {
  const url = `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`;
  const published = `https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml`;
  const messages = (value: unknown) =>
    ZSheetSettings.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads a link and a range, refreshed every 5 minutes unless told', () => {
    expect(ZSheetSettings.parse({ url: ` ${url} `, range: ' A1:D8 ' })).toEqual({
      url,
      range: 'A1:D8',
      refreshMinutes: 5,
    });
    expect(ZSheetSettings.parse({ url, range: 'B2', refreshMinutes: 60 }).refreshMinutes).toBe(60);
  });

  it('names a bad link and a bad range with messages of their own', () => {
    expect(messages({ url: 'https://example.com/sheet', range: 'D8:A1' })).toEqual([
      ['url', 'validation.sheetUrl'],
      ['range', 'validation.sheetRange|{"rows":50,"columns":26}'],
    ]);
  });

  it('refreshes from once a minute to once an hour', () => {
    expect(messages({ url, range: 'A1', refreshMinutes: 0 })).toEqual([
      ['refreshMinutes', 'validation.tooSmall|{"min":1}'],
    ]);
    expect(messages({ url, range: 'A1', refreshMinutes: 61 })).toEqual([
      ['refreshMinutes', 'validation.tooBig|{"max":60}'],
    ]);
    expect(messages({ url, range: 'A1', refreshMinutes: 2.5 })).toHaveLength(1);
  });

  it('takes no sheet name with a link published to the web, which shows one tab', () => {
    expect(ZSheetSettings.parse({ url: published, range: 'A1:B2' }).range).toBe('A1:B2');
    expect(messages({ url: published, range: 'Sheet1!A1:B2' })).toEqual([
      ['range', 'validation.sheetRangePublished'],
    ]);
    expect(ZSheetSettings.parse({ url, range: 'Sheet1!A1:B2' }).range).toBe('Sheet1!A1:B2');
  });
});

describe('the snapshot a screen gets', () => {
  it('holds the cells as text and when they were read', () => {
    const snapshot = { rows: [['Price', '€4.50']], fetchedAt: '2026-11-26T18:00:00.000Z' };
    expect(ZSheetSnapshot.parse(snapshot)).toEqual(snapshot);
    expect(ZSheetSnapshot.safeParse({ rows: [[1]], fetchedAt: snapshot.fetchedAt }).success).toBe(false);
    expect(
      ZSheetSnapshot.safeParse({ rows: Array(51).fill(['x']), fetchedAt: snapshot.fetchedAt }).success,
    ).toBe(false);
  });
});
