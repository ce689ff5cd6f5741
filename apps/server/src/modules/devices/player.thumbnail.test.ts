import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_THUMBNAIL_LONG_SIDE, DEVICE_THUMBNAIL_MAX_BYTES, ZActiveThumbnail } from '@placard/contract';
import { deviceRow, pairDevice, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.js';

/** A picture of a slide as a player would take it. */
const picture = (width: number, height: number, colour: string, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

const keyOf = (thumbnailUrl: string | null) => String(thumbnailUrl?.split('/').pop());

describe('screen thumbnails', () => {
  const clock = testClock();
  let t: TestApp;
  let owner: LoggedIn;
  let screen: PairedDevice;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    owner = await organizationWithMember(t);
    screen = await pairDevice(t, owner);
  });
  afterAll(() => t.close());

  const upload = (device: PairedDevice, body: Buffer, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/thumbnail',
      payload: body,
      headers: { authorization: `Device ${device.token}`, 'content-type': type },
    });

  async function uploaded(device: PairedDevice, body: Buffer, type?: string) {
    const response = await upload(device, body, type);
    expect(response.statusCode, response.body).toBe(200);
    return ZActiveThumbnail.parse(response.json());
  }

  it('keeps a picture of the current slide as a JPEG of at most 480 px', async () => {
    const answer = await uploaded(screen, await picture(1920, 1080, '#2255aa'));
    expect(answer.takenAt).toBe(clock.now().toISOString());
    const key = keyOf(answer.thumbnailUrl);
    expect(key).toMatch(/\.jpg$/);
    expect(await deviceRow(t, screen.id)).toMatchObject({ thumbnailKey: key, thumbnailAt: clock.now() });
    const stored = await t.app.inject({ method: 'GET', url: String(answer.thumbnailUrl) });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBe(DEVICE_THUMBNAIL_LONG_SIDE);
    expect(meta.width / meta.height).toBeCloseTo(16 / 9, 1);
  });

  it('takes PNG and WebP pictures too, never enlarging a small one', async () => {
    const png = await uploaded(screen, await picture(320, 180, '#aa2255', 'png'), 'image/png');
    const stored = await t.app.inject({ method: 'GET', url: String(png.thumbnailUrl) });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 180,
    });
    await uploaded(screen, await picture(1080, 1920, '#22aa55', 'webp'), 'image/webp');
  });

  it('lets the picture it replaces go, unless another screen shows the same', async () => {
    const other = await pairDevice(t, owner);
    const first = keyOf((await uploaded(screen, await picture(640, 360, '#101010'))).thumbnailUrl);
    expect(await t.app.deps.storage.exists(first)).toBe(true);
    // the same picture again keeps it
    await uploaded(screen, await picture(640, 360, '#101010'));
    expect(await t.app.deps.storage.exists(first)).toBe(true);

    const shared = keyOf((await uploaded(screen, await picture(640, 360, '#202020'))).thumbnailUrl);
    expect(await t.app.deps.storage.exists(first)).toBe(false);
    await uploaded(other, await picture(640, 360, '#202020'));
    await uploaded(screen, await picture(640, 360, '#303030'));
    // the other screen still shows it
    expect(await t.app.deps.storage.exists(shared)).toBe(true);
    expect((await deviceRow(t, other.id))?.thumbnailKey).toBe(shared);
  });

  it('refuses what is not a picture, a type it does not take, and a picture too large', async () => {
    expectError(await upload(screen, Buffer.from('not a picture at all')), 415, 'INVALID_IMAGE');
    expectError(
      await upload(screen, await picture(64, 64, '#000000'), 'image/gif'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await upload(screen, Buffer.alloc(DEVICE_THUMBNAIL_MAX_BYTES + 1, 1)),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const before = await deviceRow(t, screen.id);
    expect(before?.thumbnailKey).not.toBeNull();
  });

  it('needs the screen token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/player/thumbnail',
      payload: await picture(64, 64, '#000000'),
      headers: { 'content-type': 'image/jpeg', cookie: owner.cookie },
    });
    expectError(response, 401, 'UNAUTHORIZED');
  });
});
