import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_DEFAULTS,
  THEME_IMAGE_FIELD,
  THEME_IMAGE_MAX_BYTES,
  ZTheme,
  type LicensePackage,
} from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  multipartFile,
  organizationWithMember,
  setLicensePackage,
  uniqueEmail,
  type LoggedIn,
  sessionHeaders,
} from '../../test/factories.js';
import { createTestApp, post, registerVerified, type TestApp } from '../../test/test-app.js';
import { organizations } from './organizations.table.js';
import { rootOrganization } from './organizations.usecases.js';

const EMPTY_THEME = {
  accentColor: null,
  navBarColor: null,
  contentColor: null,
  navTextColor: null,
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: null,
};

/** A small real image of a format, made with sharp. */
function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 8, height = 4): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 46, g: 150, b: 244 } } })
    .toFormat(format)
    .toBuffer();
}

describe('organization themes', () => {
  let t: TestApp;
  let rootId: number;
  beforeAll(async () => {
    t = await createTestApp();
    rootId = (await rootOrganization(t.app.deps))?.id ?? 0;
  });
  afterAll(() => t.close());

  /** An organization below the root; location_1y has theme management and a custom title. */
  const owner = (pkg: LicensePackage | null = 'location_1y', name = 'Harbour Screens') =>
    organizationWithMember(t, { pkg, name });
  async function member(organizationId: number, role: Parameters<typeof createMember>[2]) {
    const created = await createMember(t, organizationId, role);
    return logIn(t, created.email, created.password);
  }
  const auth = sessionHeaders;
  const theme = (session: LoggedIn | null, id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/organizations/${id}/theme`, headers: auth(session, headers) });
  const themeOf = async (session: LoggedIn, id: number) => ZTheme.parse((await theme(session, id)).json());
  const send = (session: LoggedIn | null, url: string, body: unknown) =>
    post(t.app, `/api/organizations${url}`, body, auth(session));
  const colors = (session: LoggedIn, id: number, body: Record<string, unknown>) =>
    send(session, `/${id}/updateThemeColors`, body);
  const reset = (session: LoggedIn, id: number, propertyList: unknown) =>
    send(session, `/${id}/resetTheme`, { propertyList });
  const upload = (
    session: LoggedIn | null,
    id: number,
    kind: 'Logo' | 'Background',
    file: { name: string; type: string; bytes: Buffer },
    field = THEME_IMAGE_FIELD,
  ) => {
    const body = multipartFile(field, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/organizations/${id}/updateTheme${kind}`,
      payload: body.payload,
      headers: auth(session, body.headers),
    });
  };
  const setOrganization = (id: number, values: Partial<typeof organizations.$inferInsert>) =>
    t.app.deps.db.update(organizations).set(values).where(eq(organizations.id, id));
  /** Every file under DATA_DIR/media. */
  const mediaFiles = async () =>
    (
      await readdir(path.join(t.config.DATA_DIR, 'media'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    )
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  /** A parent whose licence lets it manage a child (full) and a grandchild (view only). */
  async function family() {
    const parent = await owner('location_1y', 'Theme HQ');
    const child = await createSubOrganization(t, parent.organizationId, 'Theme Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const grandchild = await createSubOrganization(t, child.id, 'Theme Kiosk');
    const sibling = await createSubOrganization(t, rootId, 'Theme Neighbour');
    return { parent, child, grandchild, sibling };
  }

  describe('GET /api/organizations/:id/theme', () => {
    it('answers nulls for an organization that has not set a theme', async () => {
      const session = await owner();
      const response = await theme(session, session.organizationId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(EMPTY_THEME);
    });

    it('answers the colours, images and website title an organization has set', async () => {
      const session = await owner();
      const settings = {
        accentColor: '#2E96F4',
        navBarColor: '#C91E4E',
        contentColor: '#FFFFFF',
        navTextColor: '#000000',
        logoUrl: '/media/logo.png',
        homeBackgroundUrl: '/media/home.jpg',
      };
      await setOrganization(session.organizationId, { theme: settings, websiteTitle: 'Harbour Screens' });
      expect(await themeOf(session, session.organizationId)).toEqual({
        ...settings,
        websiteTitle: 'Harbour Screens',
      });
    });

    it('answers a blank website title as null, so the page keeps its own title', async () => {
      const session = await owner();
      await setOrganization(session.organizationId, { websiteTitle: '   ' });
      expect((await theme(session, session.organizationId)).json().websiteTitle).toBeNull();
    });

    it('is open to every role of the organization, even without a licence', async () => {
      const registered = await registerVerified(t, { email: uniqueEmail('roles') });
      const session = await logIn(t, registered.email, registered.password);
      for (const role of ['admin', 'staff', 'screen_manager', 'content_creator'] as const) {
        expect(
          (await theme(await member(session.organizationId, role), session.organizationId)).statusCode,
          role,
        ).toBe(200);
      }
      const unlicensed = await owner(null);
      expect((await theme(unlicensed, unlicensed.organizationId)).statusCode).toBe(200);
    });

    it("answers 404 for another organization's theme, the one above, or one that does not exist", async () => {
      const mine = await owner();
      const theirs = await owner();
      await setOrganization(theirs.organizationId, { websiteTitle: 'Secret Title' });
      const response = await theme(mine, theirs.organizationId);
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe('Not found.');
      expect(response.body).not.toContain('Secret Title');
      expectError(await theme(mine, rootId), 404, 'NOT_FOUND');
      expectError(await theme(mine, 987_654), 404, 'NOT_FOUND');
      const translated = await theme(mine, 987_654, { 'accept-language': 'sv' });
      expect(expectError(translated, 404, 'NOT_FOUND').message).toBe('Hittades inte.');
    });

    it('lets an organization read the themes of every level below it, the root included', async () => {
      const { parent, child, grandchild, sibling } = await family();
      await setOrganization(grandchild.id, { websiteTitle: 'Below' });
      expect((await theme(parent, child.id)).statusCode).toBe(200);
      expect((await themeOf(parent, grandchild.id)).websiteTitle).toBe('Below');
      expectError(await theme(parent, sibling.id), 404, 'NOT_FOUND');
      const childOwner = await member(child.id, 'owner');
      expect((await theme(childOwner, grandchild.id)).statusCode).toBe(200);
      expectError(await theme(childOwner, parent.organizationId), 404, 'NOT_FOUND');
      const root = await logInRoot(t);
      expect((await themeOf(root, grandchild.id)).websiteTitle).toBe('Below');
    });

    it('refuses an id that is not a positive whole number, and needs a session', async () => {
      const session = await owner();
      for (const id of ['abc', '0', '-3', '1.5']) {
        expect(expectError(await theme(session, id), 400, 'VALIDATION_FAILED').fields, id).toHaveProperty(
          'id',
        );
      }
      expectError(await theme(null, session.organizationId), 401, 'UNAUTHORIZED');
    });
  });

  describe('POST /api/organizations/:id/updateThemeColors', () => {
    it('sets the colours sent (upper-cased), keeps those left out, and clears those sent as null', async () => {
      const session = await owner();
      const id = session.organizationId;
      const first = await colors(session, id, { accentColor: '#2e96f4', navBarColor: '#C91E4E' });
      expect(first.statusCode, first.body).toBe(200);
      expect(ZTheme.parse(first.json())).toEqual({
        ...EMPTY_THEME,
        accentColor: '#2E96F4',
        navBarColor: '#C91E4E',
      });
      const second = await colors(session, id, {
        navBarColor: null,
        contentColor: '#ffffff',
        navTextColor: '#000000',
      });
      expect(second.json()).toEqual({
        ...EMPTY_THEME,
        accentColor: '#2E96F4',
        contentColor: '#FFFFFF',
        navTextColor: '#000000',
      });
      expect(await themeOf(session, id)).toEqual(second.json());
      expect((await colors(session, id, {})).json()).toEqual(second.json());
    });

    it("sets a fully managed child's colours, which its users then see", async () => {
      const { parent, child } = await family();
      expect((await colors(parent, child.id, { accentColor: '#123456' })).statusCode).toBe(200);
      const staff = await member(child.id, 'staff');
      expect((await themeOf(staff, child.id)).accentColor).toBe('#123456');
      expect((await themeOf(parent, parent.organizationId)).accentColor).toBeNull();
    });

    it('refuses a colour that is not #RRGGBB with validation.color on that field', async () => {
      const session = await owner();
      for (const value of ['#FFF', 'red', '#GGGGGG', '123456', '#1234567', '', 12]) {
        const error = expectError(
          await colors(session, session.organizationId, { navTextColor: value }),
          400,
          'VALIDATION_FAILED',
        );
        expect(error.fields, String(value)).toEqual({
          navTextColor:
            typeof value === 'string' ? 'Please enter a colour like #2E96F4.' : 'Please enter a valid value.',
        });
      }
      const both = expectError(
        await colors(session, session.organizationId, { accentColor: 'blue', contentColor: '#12' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(both.fields ?? {}).sort()).toEqual(['accentColor', 'contentColor']);
      expect(await themeOf(session, session.organizationId)).toEqual(EMPTY_THEME);
    });

    it('is not licensed without the theme-management switch', async () => {
      for (const pkg of ['trial', 'single_device_1y'] as const) {
        const session = await owner(pkg);
        const error = expectError(
          await colors(session, session.organizationId, { accentColor: '#123456' }),
          403,
          'FEATURE_NOT_LICENSED',
        );
        expect(error.message).toBe('Your licence does not include this feature.');
        expect(await themeOf(session, session.organizationId)).toEqual(EMPTY_THEME);
      }
    });

    it('is refused for a sub-organization the caller only views, and 404 beside or above it', async () => {
      const { parent, child, grandchild, sibling } = await family();
      expectError(await colors(parent, grandchild.id, { accentColor: '#123456' }), 403, 'FORBIDDEN');
      expectError(await colors(parent, sibling.id, { accentColor: '#123456' }), 404, 'NOT_FOUND');
      const childOwner = await member(child.id, 'owner');
      expectError(
        await colors(childOwner, parent.organizationId, { accentColor: '#123456' }),
        404,
        'NOT_FOUND',
      );
      expect((await themeOf(parent, grandchild.id)).accentColor).toBeNull();
    });
  });

  describe('POST /api/organizations/:id/resetTheme', () => {
    it('puts back only the properties listed', async () => {
      const session = await owner();
      const id = session.organizationId;
      const settings = {
        accentColor: '#2E96F4',
        navBarColor: '#C91E4E',
        contentColor: '#FFFFFF',
        navTextColor: '#000000',
        logoUrl: '/api/files/logo.png',
        homeBackgroundUrl: '/api/files/home.jpg',
      };
      await setOrganization(id, { theme: settings, websiteTitle: 'Harbour' });
      const full = { ...settings, websiteTitle: 'Harbour' };

      const first = await reset(session, id, ['accentColor', 'logo']);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ ...full, accentColor: null, logoUrl: null });
      expect((await reset(session, id, ['background', 'websiteTitle'])).json()).toEqual({
        ...full,
        accentColor: null,
        logoUrl: null,
        homeBackgroundUrl: null,
        websiteTitle: null,
      });
      expect((await reset(session, id, ['navBarColor', 'contentColor', 'navTextColor'])).json()).toEqual(
        EMPTY_THEME,
      );
      expect(await themeOf(session, id)).toEqual(EMPTY_THEME);
      expect((await reset(session, id, ['logo', 'logo'])).json()).toEqual(EMPTY_THEME);
    });

    it('validates the list', async () => {
      const session = await owner();
      for (const [list, field] of [
        [[], 'propertyList'],
        [undefined, 'propertyList'],
        ['logo', 'propertyList'],
        [['favicon'], 'propertyList.0'],
      ] as const) {
        const error = expectError(
          await reset(session, session.organizationId, list),
          400,
          'VALIDATION_FAILED',
        );
        expect(Object.keys(error.fields ?? {}), String(list)).toEqual([field]);
      }
    });

    it('needs the theme-management switch, and the custom-title switch to reset the title', async () => {
      const trial = await owner('trial');
      expectError(await reset(trial, trial.organizationId, ['accentColor']), 403, 'FEATURE_NOT_LICENSED');
      const themesOnly = await owner('location_1y');
      await setLicensePackage(t, themesOnly.organizationId, 'location_1y', {
        features: { ...PACKAGE_DEFAULTS.location_1y.features, customTitle: false },
      });
      await setOrganization(themesOnly.organizationId, {
        theme: { accentColor: '#2E96F4' },
        websiteTitle: 'Kept',
      });
      expectError(
        await reset(themesOnly, themesOnly.organizationId, ['accentColor', 'websiteTitle']),
        403,
        'FEATURE_NOT_LICENSED',
      );
      expect(await themeOf(themesOnly, themesOnly.organizationId)).toMatchObject({
        accentColor: '#2E96F4',
        websiteTitle: 'Kept',
      });
      expect((await reset(themesOnly, themesOnly.organizationId, ['accentColor'])).json()).toMatchObject({
        accentColor: null,
        websiteTitle: 'Kept',
      });
    });

    it('is refused for a sub-organization the caller only views, and 404 beside it', async () => {
      const { parent, grandchild, sibling } = await family();
      expectError(await reset(parent, grandchild.id, ['logo']), 403, 'FORBIDDEN');
      expectError(await reset(parent, sibling.id, ['logo']), 404, 'NOT_FOUND');
    });
  });

  describe('website title', () => {
    const title = (session: LoggedIn, id: number | string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/organizations/${id}/exdata/websitetitle`,
        headers: auth(session),
      });
    const setTitle = (session: LoggedIn, id: number, body: unknown) =>
      send(session, `/${id}/updateWebsiteTitle`, body);

    it('answers an empty title at first, then the trimmed title set; an empty one clears it', async () => {
      const session = await owner();
      const id = session.organizationId;
      expect((await title(session, id)).json()).toEqual({ title: '' });
      const set = await setTitle(session, id, { title: '  Harbour Screens  ' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ title: 'Harbour Screens' });
      expect((await title(session, id)).json()).toEqual({ title: 'Harbour Screens' });
      expect((await themeOf(session, id)).websiteTitle).toBe('Harbour Screens');
      // every member reads it
      expect((await title(await member(id, 'content_creator'), id)).json()).toEqual({
        title: 'Harbour Screens',
      });
      expect((await setTitle(session, id, { title: '   ' })).json()).toEqual({ title: '' });
      expect((await themeOf(session, id)).websiteTitle).toBeNull();
    });

    it('sets the title of a fully managed child', async () => {
      const { parent, child, grandchild } = await family();
      expect((await setTitle(parent, child.id, { title: 'Branch' })).json()).toEqual({ title: 'Branch' });
      expectError(await setTitle(parent, grandchild.id, { title: 'Kiosk' }), 403, 'FORBIDDEN');
    });

    it('is not licensed without the custom-title switch', async () => {
      for (const pkg of ['trial', 'single_device_1y'] as const) {
        const session = await owner(pkg);
        expectError(
          await setTitle(session, session.organizationId, { title: 'Mine' }),
          403,
          'FEATURE_NOT_LICENSED',
        );
        expect((await title(session, session.organizationId)).json()).toEqual({ title: '' });
      }
    });

    it('refuses a title over 60 characters or a missing one', async () => {
      const session = await owner();
      expect(
        expectError(
          await setTitle(session, session.organizationId, { title: 'x'.repeat(61) }),
          400,
          'VALIDATION_FAILED',
        ).fields,
      ).toEqual({ title: 'Please use max 60 characters.' });
      expect(
        expectError(await setTitle(session, session.organizationId, {}), 400, 'VALIDATION_FAILED').fields,
      ).toEqual({ title: 'This field is required.' });
      expect((await setTitle(session, session.organizationId, { title: 'x'.repeat(60) })).statusCode).toBe(
        200,
      );
    });

    it("answers 404 for a sibling's or the parent's title", async () => {
      const { parent, child, sibling } = await family();
      await setOrganization(sibling.id, { websiteTitle: 'Secret' });
      expectError(await title(parent, sibling.id), 404, 'NOT_FOUND');
      const childOwner = await member(child.id, 'owner');
      expectError(await title(childOwner, parent.organizationId), 404, 'NOT_FOUND');
      expectError(await setTitle(parent, sibling.id, { title: 'Hacked' }), 404, 'NOT_FOUND');
    });
  });

  describe('theme images', () => {
    it('stores a real PNG logo, points the theme at it, and serves it as an immutable image/png', async () => {
      const session = await owner();
      const bytes = await image('png', 12, 6);
      const response = await upload(session, session.organizationId, 'Logo', {
        name: 'logo.png',
        type: 'image/png',
        bytes,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
      expect((await themeOf(session, session.organizationId)).logoUrl).toBe(url);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 12, 6]);
      expect(await mediaFiles()).toContain(url.split('/').at(-1));
    });

    it('stores a home background as JPEG, WebP or GIF by its bytes, whatever the name says', async () => {
      const session = await owner();
      for (const [format, extension, type] of [
        ['jpeg', 'jpg', 'image/jpeg'],
        ['webp', 'webp', 'image/webp'],
        ['gif', 'gif', 'image/gif'],
      ] as const) {
        const response = await upload(session, session.organizationId, 'Background', {
          name: 'background.png',
          type: 'application/octet-stream',
          bytes: await image(format, 20, 10),
        });
        expect(response.statusCode, response.body).toBe(200);
        const { url } = response.json() as { url: string };
        expect(url.endsWith(`.${extension}`), url).toBe(true);
        expect((await themeOf(session, session.organizationId)).homeBackgroundUrl).toBe(url);
        expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe(type);
      }
    });

    it('gives the same image the same address, stored once', async () => {
      const first = await owner();
      const second = await owner();
      const bytes = await image('png', 5, 5);
      const file = { name: 'same.png', type: 'image/png', bytes };
      const one = (await upload(first, first.organizationId, 'Logo', file)).json().url;
      const before = await mediaFiles();
      const two = (await upload(second, second.organizationId, 'Background', file)).json().url;
      expect(two).toBe(one);
      expect(await mediaFiles()).toEqual(before);
    });

    it('refuses a text file named .png and sent as image/png with 415 INVALID_IMAGE, storing nothing', async () => {
      const session = await owner();
      const before = await mediaFiles();
      for (const bytes of [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('just some text, not an image\n'),
        (await image('png')).subarray(0, 40),
      ]) {
        const response = await upload(session, session.organizationId, 'Logo', {
          name: 'logo.png',
          type: 'image/png',
          bytes,
        });
        const error = expectError(response, 415, 'INVALID_IMAGE');
        expect(error.message).toBe('The file is not a supported image (PNG, JPEG, WebP or GIF).');
      }
      expect(await mediaFiles()).toEqual(before);
      expect((await themeOf(session, session.organizationId)).logoUrl).toBeNull();
    });

    it('refuses an image of too many pixels to decode safely', async () => {
      const session = await owner();
      const huge = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(THEME_IMAGE_MAX_BYTES);
      const before = await mediaFiles();
      expectError(
        await upload(session, session.organizationId, 'Background', {
          name: 'huge.png',
          type: 'image/png',
          bytes: huge,
        }),
        415,
        'INVALID_IMAGE',
      );
      expect(await mediaFiles()).toEqual(before);
    });

    it('refuses a file over 5 MB with 413, storing nothing', async () => {
      const session = await owner();
      const before = await mediaFiles();
      const bytes = Buffer.concat([await image('png'), Buffer.alloc(THEME_IMAGE_MAX_BYTES)]);
      const response = await upload(session, session.organizationId, 'Logo', {
        name: 'big.png',
        type: 'image/png',
        bytes,
      });
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
      expect(await mediaFiles()).toEqual(before);
      expect((await themeOf(session, session.organizationId)).logoUrl).toBeNull();
    });

    it(`refuses a file sent in another field than '${THEME_IMAGE_FIELD}', and a body that is not multipart`, async () => {
      const session = await owner();
      const file = { name: 'logo.png', type: 'image/png', bytes: await image('png') };
      const error = expectError(
        await upload(session, session.organizationId, 'Logo', file, 'file'),
        400,
        'BAD_REQUEST',
      );
      expect(error.fields).toEqual({ [THEME_IMAGE_FIELD]: 'This field is required.' });
      expectError(
        await send(session, `/${session.organizationId}/updateThemeLogo`, {
          url: 'http://example.com/x.png',
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect((await themeOf(session, session.organizationId)).logoUrl).toBeNull();
    });

    it('is not licensed without the theme-management switch, and refused for a view-only organization', async () => {
      const file = { name: 'logo.png', type: 'image/png', bytes: await image('png', 3, 3) };
      const before = await mediaFiles();
      const trial = await owner('trial');
      expectError(await upload(trial, trial.organizationId, 'Logo', file), 403, 'FEATURE_NOT_LICENSED');
      const { parent, grandchild, sibling } = await family();
      expectError(await upload(parent, grandchild.id, 'Background', file), 403, 'FORBIDDEN');
      expectError(await upload(parent, sibling.id, 'Logo', file), 404, 'NOT_FOUND');
      expect(await mediaFiles()).toEqual(before);
    });

    it("uploads a fully managed child's logo; resetting it clears the theme", async () => {
      const { parent, child } = await family();
      const response = await upload(parent, child.id, 'Logo', {
        name: 'child.png',
        type: 'image/png',
        bytes: await image('png', 7, 7),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await themeOf(parent, child.id)).logoUrl).toBe(response.json().url);
      expect((await reset(parent, child.id, ['logo'])).json().logoUrl).toBeNull();
    });
  });

  describe('GET /api/files/:key', () => {
    it('answers 404 for a key that is not stored or is not a storage key', async () => {
      for (const key of [
        `${'0'.repeat(64)}.png`,
        'logo.png',
        '..%2F..%2Fetc%2Fpasswd',
        `${'a'.repeat(64)}.svg`,
      ]) {
        expectError(await t.app.inject({ method: 'GET', url: `/api/files/${key}` }), 404, 'NOT_FOUND');
      }
    });
  });
});
