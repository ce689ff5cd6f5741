import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX, IMPERSONATION_HEADER } from '@placard/contract';
import { expectError, logInRoot, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createUpload } from '../../test/media-uploads.js';
import { imageElement, newPlaylist, playlistCall } from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let root: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t);
  root = await logInRoot(t);
}, 60_000);
afterAll(() => t?.close());

/** Past the id columns (32-bit integers), past exact doubles, and the other values no row has. */
const OUT_OF_RANGE = [2 ** 31, 2 ** 53, 0, -1, 1.5, 1e308];

function get(url: string, session: LoggedIn, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie, ...headers } });
}

describe('ids outside the id columns', () => {
  it('in a body field are refused as invalid, whatever the value', async () => {
    for (const id of OUT_OF_RANGE) {
      const media = await post(t.app, '/api/media/info', { id }, { cookie: owner.cookie });
      expect(expectError(media, 400, 'VALIDATION_FAILED').fields, String(id)).toHaveProperty('id');
      const playlist = await playlistCall(t, owner, 'info', { playlistId: id });
      expect(expectError(playlist, 400, 'VALIDATION_FAILED').fields).toHaveProperty('playlistId');
    }
    // the largest id a row can have is simply not there
    expectError(
      await post(t.app, '/api/media/info', { id: ID_MAX }, { cookie: owner.cookie }),
      404,
      'NOT_FOUND',
    );
  });

  it('in an id list are refused, naming the entry', async () => {
    const response = await playlistCall(t, owner, 'remove', { ids: [1, 2 ** 53] });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toHaveProperty(['ids.1']);
    const media = await post(t.app, '/api/media/remove', { ids: [2 ** 31] }, { cookie: owner.cookie });
    expect(expectError(media, 400, 'VALIDATION_FAILED').fields).toHaveProperty(['ids.0']);
  });

  it('in a path or query parameter are refused as invalid', async () => {
    for (const id of ['2147483648', '9007199254740992', '1e308', '-1']) {
      expect(
        expectError(await get(`/api/organizations/${id}`, root), 400, 'VALIDATION_FAILED').fields,
      ).toHaveProperty('id');
      const users = await get(`/api/users/list?organizationId=${id}`, root);
      expect(expectError(users, 400, 'VALIDATION_FAILED').fields).toHaveProperty('organizationId');
    }
  });

  it('in a slide document, a tus upload or the impersonation header never reach the database', async () => {
    const playlistId = await newPlaylist(t, owner, 'Foyer');
    const slide = await playlistCall(t, owner, 'updateSlide', {
      playlistId,
      slideNumber: 0,
      slideData: { elements: [imageElement('i', 2 ** 31)] },
    });
    expectError(slide, 400, 'VALIDATION_FAILED');
    const upload = await createUpload(t, owner, 'logo.png', 10, { folderId: 2 ** 31 });
    expect(expectError(upload, 400, 'VALIDATION_FAILED').fields).toHaveProperty('folderId');
    const acting = await post(
      t.app,
      '/api/auth/check',
      {},
      {
        cookie: root.cookie,
        [IMPERSONATION_HEADER]: String(2 ** 31),
      },
    );
    expectError(acting, 403, 'IMPERSONATION_NOT_ALLOWED');
  });
});
