import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { databaseTarget } from './platform/db/client.js';

describe('loadConfig', () => {
  it('works on a fresh machine with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 8080,
      DATA_DIR: path.resolve('./data'),
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SESSION_TTL_DAYS: 30,
      RATE_LIMIT_LOGIN_MAX: 10,
      RATE_LIMIT_RESET_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      LANGUAGE_MENU: true,
      ROOT_OWNER_EMAIL: 'owner@placard.local',
      OUTBOUND_ALLOW_PRIVATE: false,
      WEATHER_API_URL: 'https://api.open-meteo.com',
      GEOCODING_API_URL: 'https://geocoding-api.open-meteo.com',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.WEB_DIST_DIR)).toBe(true);
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: '/var/lib/placard',
      PUBLIC_URL: 'https://signage.example.com/',
      TRUST_PROXY: 'yes',
      LANGUAGE_MENU: '0',
      DATABASE_URL: 'postgres://db.example.com/placard',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '/var/lib/placard',
      PUBLIC_URL: 'https://signage.example.com',
      TRUST_PROXY: 1,
      LANGUAGE_MENU: false,
      DATABASE_URL: 'postgres://db.example.com/placard',
    });
  });

  it('offers the Android app only from an https address', () => {
    expect(loadConfig({}).ANDROID_APP_URL).toBeUndefined();
    expect(loadConfig({ ANDROID_APP_URL: ' ' }).ANDROID_APP_URL).toBeUndefined();
    expect(loadConfig({ ANDROID_APP_URL: 'https://example.com/placard.apk' }).ANDROID_APP_URL).toBe(
      'https://example.com/placard.apk',
    );
    expect(() => loadConfig({ ANDROID_APP_URL: 'http://example.com/placard.apk' })).toThrow(
      /ANDROID_APP_URL: /,
    );
    expect(() => loadConfig({ ANDROID_APP_URL: 'placard.apk' })).toThrow(/ANDROID_APP_URL: /);
  });

  it('reaches non-public addresses only when told: all of them, or those listed', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).OUTBOUND_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'false' }).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: '10.0.0.5, fd00::7' }).OUTBOUND_ALLOW_PRIVATE).toEqual([
      '10.0.0.5',
      'fd00::7',
    ]);
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'intranet.local' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE: /,
    );
  });

  it('reads the weather from the service it is pointed at', () => {
    const config = loadConfig({
      WEATHER_API_URL: 'http://weather.internal:8080',
      GEOCODING_API_URL: 'http://weather.internal:8081',
    });
    expect(config).toMatchObject({
      WEATHER_API_URL: 'http://weather.internal:8080',
      GEOCODING_API_URL: 'http://weather.internal:8081',
    });
    expect(() => loadConfig({ WEATHER_API_URL: 'open-meteo' })).toThrow(/WEATHER_API_URL: /);
  });

  it('offers the AI assistant once its model server and model are set; a key and a timeout are optional', () => {
    const bare = loadConfig({});
    expect([bare.AI_BASE_URL, bare.AI_API_KEY, bare.AI_MODEL, bare.AI_TIMEOUT_SECONDS]).toEqual([
      undefined,
      undefined,
      undefined,
      60,
    ]);
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_MODEL: ' llama3.2 ',
        AI_API_KEY: '',
        AI_TIMEOUT_SECONDS: '120',
      }),
    ).toMatchObject({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_SECONDS: 120,
    });
    expect(loadConfig({ AI_BASE_URL: ' ' }).AI_BASE_URL).toBeUndefined();
    expect(() => loadConfig({ AI_BASE_URL: 'ollama' })).toThrow(/AI_BASE_URL: /);
    expect(() => loadConfig({ AI_TIMEOUT_SECONDS: '0' })).toThrow(/AI_TIMEOUT_SECONDS: /);
  });

  it("reads Google Sheets' exports from Google unless told otherwise", () => {
    expect(loadConfig({}).SHEETS_EXPORT_URL).toBe('https://docs.google.com');
    expect(loadConfig({ SHEETS_EXPORT_URL: 'http://127.0.0.1:9300/' }).SHEETS_EXPORT_URL).toBe(
      'http://127.0.0.1:9300',
    );
    expect(() => loadConfig({ SHEETS_EXPORT_URL: 'docs.google.com' })).toThrow(/SHEETS_EXPORT_URL: /);
    expect(() => loadConfig({ SHEETS_EXPORT_URL: 'ftp://docs.google.com' })).toThrow(/SHEETS_EXPORT_URL: /);
  });

  it('derives the public address from the port when none is given', () => {
    expect(loadConfig({ PORT: '9090' }).PUBLIC_URL).toBe('http://localhost:9090');
  });

  it('refuses an invalid PORT with a clear error that names it', () => {
    for (const port of ['abc', '70000', '-1', '80.5']) {
      expect(() => loadConfig({ PORT: port }), port).toThrow(/^Invalid configuration:\n {2}PORT: /);
    }
  });

  it('names every invalid setting at once', () => {
    let message = '';
    try {
      loadConfig({ LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', PUBLIC_URL: 'not a url' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/LOG_LEVEL: /);
    expect(message).toMatch(/TRUST_PROXY: /);
    expect(message).toMatch(/PUBLIC_URL: /);
  });
});

describe('databaseTarget', () => {
  it('uses PGlite in DATA_DIR/db by default', () => {
    expect(databaseTarget(undefined, '/srv/placard')).toEqual({ kind: 'pglite', dataDir: '/srv/placard/db' });
  });

  it('uses an in-memory PGlite for memory://', () => {
    expect(databaseTarget('memory://', '/srv/placard')).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('uses PostgreSQL for a postgres:// or postgresql:// address', () => {
    expect(databaseTarget('postgres://u@h/db', '/x')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(databaseTarget('postgresql://u@h/db', '/x')).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@h/db',
    });
  });

  it('refuses any other database address without echoing its credentials', () => {
    expect(() => databaseTarget('mysql://root:secret@h/db', '/x')).toThrow(/must start with postgres:\/\//);
    expect(() => databaseTarget('mysql://root:secret@h/db', '/x')).not.toThrow(/secret/);
  });
});
