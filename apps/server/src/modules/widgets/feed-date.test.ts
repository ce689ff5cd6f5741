import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './feed-date.js';

describe('a feed date', () => {
  it.each([
    ['Thu, 26 Nov 2026 07:30:00 +0000', '2026-11-26T07:30:00.000Z'],
    ['Thu, 26 Nov 2026 07:30:00 GMT', '2026-11-26T07:30:00.000Z'],
    ['Wed, 25 Nov 2026 21:40:00 EST', '2026-11-26T02:40:00.000Z'],
    ['Sat, 1 Aug 2026 09:05:00 PDT', '2026-08-01T16:05:00.000Z'],
    ['Tue, 24 Nov 2026 12:00:00 +0530', '2026-11-24T06:30:00.000Z'],
    ['24 Nov 26 12:00 -0100', '2026-11-24T13:00:00.000Z'],
    ['Tue,24 November 1998 23:59:59 UT', '1998-11-24T23:59:59.000Z'],
    ['2026-11-26T07:30:00+01:00', '2026-11-26T06:30:00.000Z'],
  ])('reads %s', (value, iso) => {
    expect(parseFeedDate(value)).toBe(iso);
  });

  it.each([null, '', 'sometime next week', '31 Feb 2026 10:00:00 GMT', '26 Foo 2026 10:00 GMT', '2026'])(
    'is none for %s',
    (value) => {
      expect(parseFeedDate(value)).toBeNull();
    },
  );
});
