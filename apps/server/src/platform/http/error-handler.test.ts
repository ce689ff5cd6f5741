import { writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/factories.js';
import { registerErrorHandler, toAppError } from './error-handler.js';

describe('a full disk', () => {
  it('answers 507 in the caller’s language and is logged once, as a full disk', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    registerErrorHandler(app);
    // a real write to a device that is always full
    app.post('/notes', async () => {
      await writeFile('/dev/full', 'a note');
      return { saved: true };
    });
    const response = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { 'accept-language': 'fr' },
    });
    await app.close();
    expect(expectError(response, 507, 'STORAGE_FULL').message).toMatch(/^Le stockage est plein/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 50,
      msg: expect.stringContaining('the storage is full'),
      reason: expect.stringContaining('ENOSPC'),
    });
  });

  it('is recognised when the database could not extend a file (PostgreSQL disk_full, wrapped by the driver)', () => {
    const driverError = Object.assign(new Error('could not extend file: No space left on device'), {
      code: '53100',
    });
    const queryError = new Error('Failed query: insert into "media_items" …', { cause: driverError });
    expect(toAppError(queryError)).toMatchObject({ code: 'STORAGE_FULL', statusCode: 507 });
    expect(toAppError(new Error('something else'))).toMatchObject({ code: 'INTERNAL', statusCode: 500 });
  });
});
