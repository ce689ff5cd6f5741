import { describe, expect, it } from 'vitest';
import { ZWebsiteCheck, ZWebsiteCheckRequest } from '../index.js';

describe('the website to check', () => {
  it('is a web address, trimmed', () => {
    expect(ZWebsiteCheckRequest.parse({ url: ' https://news.example/today ' })).toEqual({
      url: 'https://news.example/today',
    });
    expect(ZWebsiteCheckRequest.safeParse({ url: 'http://news.example' }).success).toBe(true);
  });

  it.each(['', 'news', 'ftp://news.example/', 'javascript:alert(1)', 'file:///etc/passwd'])(
    "refuses %j with 'Invalid URL format.'",
    (url) => {
      const result = ZWebsiteCheckRequest.safeParse({ url });
      expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.url');
    },
  );
});

describe('the answer of a check', () => {
  it('gives the address shown, or the reason and details of a refusal', () => {
    const shown = { embeddable: true, finalUrl: 'https://www.news.example/' };
    expect(ZWebsiteCheck.parse(shown)).toEqual(shown);
    const refused = { embeddable: false, reason: 'WEBSITE_FRAME_DENIED', detail: 'X-Frame-Options: DENY' };
    expect(ZWebsiteCheck.parse(refused)).toEqual(refused);
    expect(ZWebsiteCheck.safeParse({ embeddable: false, reason: 'OTHER', detail: '' }).success).toBe(false);
    expect(ZWebsiteCheck.safeParse({ embeddable: true }).success).toBe(false);
  });
});
