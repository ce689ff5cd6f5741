import { describe, expect, it } from 'vitest';
import { ID_MAX, ZMediaIdRequest, ZPlaylistSelection, ZUsersQuery, isId, zId, zIdParam } from './index.js';

const REFUSED = [0, -1, 1.5, ID_MAX + 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e308, Number.NaN, Infinity];

describe('the id rule', () => {
  it('accepts 1 to 2^31 − 1, the range of the id columns', () => {
    for (const id of [1, 42, ID_MAX]) {
      expect(zId.safeParse(id).success).toBe(true);
      expect(isId(id)).toBe(true);
    }
    expect(ID_MAX).toBe(2 ** 31 - 1);
  });

  it('refuses zero, negatives, fractions and anything past the columns', () => {
    for (const id of REFUSED) {
      expect(zId.safeParse(id).success, String(id)).toBe(false);
      expect(isId(id), String(id)).toBe(false);
    }
    expect(zId.safeParse('7').success).toBe(false);
  });

  it('reads path and query parameters from text under the same rule', () => {
    expect(zIdParam.parse('42')).toBe(42);
    expect(zIdParam.parse(String(ID_MAX))).toBe(ID_MAX);
    for (const text of ['0', '-3', '1.5', '2147483648', '9007199254740992', '1e308', 'abc', '']) {
      expect(zIdParam.safeParse(text).success, text).toBe(false);
    }
  });

  it('bounds body fields, query parameters and id lists of requests', () => {
    expect(ZMediaIdRequest.safeParse({ id: 2 ** 31 }).success).toBe(false);
    expect(ZUsersQuery.safeParse({ organizationId: '2147483648' }).success).toBe(false);
    expect(ZPlaylistSelection.safeParse({ playlistIds: [1, 2 ** 53] }).error?.issues[0]?.path).toEqual([
      'playlistIds',
      1,
    ]);
    expect(ZPlaylistSelection.safeParse({ playlistIds: [1, ID_MAX] }).success).toBe(true);
  });
});
