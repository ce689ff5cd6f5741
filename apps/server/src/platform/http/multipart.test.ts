import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectError, logIn, type LoggedIn } from '../../test/factories.js';
import { createTestApp, registerVerified, type TestApp } from '../../test/test-app.js';

const PART =
  'Content-Disposition: form-data; name="uploaded-media"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

describe('a multipart upload the parser refuses', () => {
  let t: TestApp;
  let owner: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    const registered = await registerVerified(t);
    owner = await logIn(t, registered.email, registered.password);
  });
  afterAll(() => t.close());

  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/organizations/${owner.organizationId}/updateThemeBackground`,
      headers: { cookie: owner.cookie, 'content-type': contentType },
      payload,
    });

  it('is a bad request without a boundary', async () => {
    expectError(await upload('multipart/form-data', 'no boundary'), 400, 'BAD_REQUEST');
  });

  it('is a bad request with a boundary the parser cannot use', async () => {
    const boundary = 'b'.repeat(300);
    const payload = `--${boundary}\r\n${PART}png\r\n--${boundary}--\r\n`;
    expectError(await upload(`multipart/form-data; boundary=${boundary}`, payload), 400, 'BAD_REQUEST');
    expectError(await upload('multipart/form-data; boundary=', '--\r\n'), 400, 'BAD_REQUEST');
  });

  it('is a bad request when the body ends inside the file', async () => {
    const payload = `--fuzz\r\n${PART}\x89PNG\r\n\x1a\n`;
    expectError(await upload('multipart/form-data; boundary=fuzz', payload), 400, 'BAD_REQUEST');
  });
});
