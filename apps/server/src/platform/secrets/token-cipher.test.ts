import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenCipher } from './token-cipher.js';

const secret = 'a server secret of more than thirty-two characters';

describe('sealing account tokens', () => {
  it('opens what it sealed, and the sealed text shows nothing of the token', () => {
    const cipher = tokenCipher({ TOKEN_SECRET: secret, DATA_DIR: '/nowhere' });
    const sealed = cipher.seal('canva-access-token-123');
    expect(sealed).not.toContain('canva');
    expect(sealed).not.toBe(cipher.seal('canva-access-token-123'));
    expect(cipher.open(sealed)).toBe('canva-access-token-123');
  });

  it('refuses a sealed token that was altered or sealed under another key', () => {
    const cipher = tokenCipher({ TOKEN_SECRET: secret, DATA_DIR: '/nowhere' });
    const sealed = cipher.seal('token');
    const [version, iv, tag, body = ''] = sealed.split('.');
    const altered = [version, iv, tag, `${body.slice(0, -2)}AA`].join('.');
    expect(() => cipher.open(altered)).toThrow();
    const other = tokenCipher({ TOKEN_SECRET: `${secret}!`, DATA_DIR: '/nowhere' });
    expect(() => other.open(sealed)).toThrow();
    expect(() => cipher.open('plain-token')).toThrow();
  });

  it('without a secret, keeps one key in the data folder, readable by its owner only', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'placard-token-'));
    const first = tokenCipher({ TOKEN_SECRET: undefined, DATA_DIR: dataDir });
    const sealed = first.seal('facebook-page-token');
    const keyFile = path.join(dataDir, 'token.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    // a later start reads the same key
    const again = createTokenCipher(Buffer.from(readFileSync(keyFile, 'utf8'), 'base64url'));
    expect(again.open(sealed)).toBe('facebook-page-token');
  });
});
