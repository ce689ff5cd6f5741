import { describe, expect, it } from 'vitest';
import { kindChoiceOf, kindParams } from './kindChoice';

describe('the kind choice in the address', () => {
  it('reads a kind of file or the templates, and nothing else', () => {
    expect(kindChoiceOf('templates')).toBe('templates');
    expect(kindChoiceOf('video')).toBe('video');
    expect(kindChoiceOf('gif')).toBe('gif');
    expect(kindChoiceOf('banana')).toBeUndefined();
    expect(kindChoiceOf('')).toBeUndefined();
    expect(kindChoiceOf(null)).toBeUndefined();
  });

  it('writes nothing for every file', () => {
    expect(kindParams(undefined)).toEqual({});
    expect(kindParams('pdf')).toEqual({ kind: 'pdf' });
  });
});
