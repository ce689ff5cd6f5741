import { describe, expect, it } from 'vitest';
import { noticeText, outboxMailNotice, ownerLoginNotice } from './notice.js';

describe('console notices', () => {
  it('frame plain lines with rules, so they stand out in any log', () => {
    const text = noticeText(ownerLoginNotice({ email: 'owner@placard.local', password: 'Xy7#secret' }));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^─{72}$/);
    expect(lines).toContain('    E-mail:   owner@placard.local');
    expect(lines).toContain('    Password: Xy7#secret');
    expect(lines.at(-2)).toMatch(/^─{72}$/);
    // nothing in it reads as a JSON log line
    expect(text).not.toMatch(/^\{/m);
  });

  it("name a mail's code and link", () => {
    expect(outboxMailNotice({ to: 'ada@example.com', subject: 'Your code', code: '123456' })).toEqual([
      'Mail to ada@example.com: "Your code" (in the outbox folder; no mail server is set)',
      '  Code: 123456',
    ]);
    expect(outboxMailNotice({ to: 'a@b.se', subject: 'Reset', url: 'http://x/newpassword/t' })).toContain(
      '  Link: http://x/newpassword/t',
    );
  });
});
