import { beforeEach, describe, expect, it } from 'vitest';
import { clearCredentials, CREDENTIALS_KEY, loadCredentials, saveCredentials } from './credentials';

beforeEach(() => localStorage.clear());

describe('credentials', () => {
  it('are kept across restarts until cleared', () => {
    expect(loadCredentials()).toBeNull();
    saveCredentials({ deviceKey: 'dk-1', token: 'secret' });
    expect(loadCredentials()).toEqual({ deviceKey: 'dk-1', token: 'secret' });
    clearCredentials();
    expect(loadCredentials()).toBeNull();
  });

  it('count as none when what is stored is unreadable', () => {
    localStorage.setItem(CREDENTIALS_KEY, '{not json');
    expect(loadCredentials()).toBeNull();
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ deviceKey: 'dk-1', token: '' }));
    expect(loadCredentials()).toBeNull();
  });
});
