import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.js';

function appWithCapturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/config', async () => ({ languageMenu: true }));
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per request with method, address, status and time', async () => {
    const { app, lines } = appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/api/config' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/config', status: 200 });
    expect(requests[1]).toMatchObject({ url: '/api/missing', status: 404 });
    expect(typeof requests[0]?.ms).toBe('number');
  });

  it('leaves the health check out', async () => {
    const { app, lines } = appWithCapturedLog();
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.filter((line) => line.url === '/api/health')).toEqual([]);
  });
});
