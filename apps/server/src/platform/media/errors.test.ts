import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.js';
import { AppError } from '../http/app-error.js';

describe('media refusals over HTTP', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/too-large', () => {
    throw new AppError('MEDIA_TOO_LARGE', { params: { filesize: 250 } });
  });
  app.get('/one-file', () => {
    throw new AppError('MEDIA_ONE_FILE');
  });

  it.each([
    ['en', 'The file is larger than 250 MB.'],
    ['es', 'El archivo supera los 250 MB.'],
    ['fr', 'Le fichier dépasse 250 Mo.'],
    ['sv', 'Filen är större än 250 MB.'],
  ])('name the size limit in %s', async (language, message) => {
    const response = await app.inject({ url: '/too-large', headers: { 'accept-language': language } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'MEDIA_TOO_LARGE', message } });
  });

  it('answer 400 for more than one file', async () => {
    const response = await app.inject({ url: '/one-file', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'MEDIA_ONE_FILE', message: 'Please upload one file at a time.' },
    });
  });
});
