import { describe, expect, it } from 'vitest';
import { frameAncestorsAllow, frameAncestorsLists } from './frame-ancestors.js';

const context = (page: string, ancestor: string) => ({ page: new URL(page), ancestor: new URL(ancestor) });

describe('reading frame-ancestors from Content-Security-Policy headers', () => {
  it('finds the list of each policy that has one, in any case and spacing', () => {
    expect(
      frameAncestorsLists([
        "default-src 'self';  FRAME-ANCESTORS\t'self'  https://a.example ;",
        "script-src 'none', frame-ancestors *",
        "img-src *; frame-ancestors 'none'; frame-ancestors *",
        "default-src 'self'",
      ]),
    ).toEqual([["'self'", 'https://a.example'], ['*'], ["'none'"]]);
  });
});

describe('whether a source list lets an origin frame a page', () => {
  const page = 'https://news.example/today';

  it.each([
    [['https://app.placard.example/'], 'https://app.placard.example', true],
    [['https://app.placard.example/screens'], 'https://app.placard.example', false],
    [["'SELF'"], 'https://news.example', true],
    [["'self'"], 'https://news.example:8443', false],
    [['https://10.1.2.3:8080'], 'https://10.1.2.3:8080', true],
    [['https://*'], 'https://10.1.2.3', false],
    [['https://*'], 'https://app.placard.example', true],
    [['*.placard.example'], 'https://app.placard.example', true],
    [['*.placard.example'], 'http://app.placard.example', false],
    [['wss:'], 'https://app.placard.example', true],
    [['https://app.placard.example'], 'https://app.placard.example:8443', false],
    [["'unsafe-inline'", "'nonce-abc'", "'sha256-abc='"], 'https://app.placard.example', false],
    [[], 'https://app.placard.example', false],
  ])('%j lets %s frame it: %s', (sources, ancestor, allowed) => {
    expect(frameAncestorsAllow(sources, context(page, ancestor))).toBe(allowed);
  });
});
