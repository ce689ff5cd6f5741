import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newAccount } from './accounts';
import {
  acceptInvitationByApi,
  apiLoginAs,
  createSubOrganization,
  type SubOrganization,
} from './organizations';

/** A screen waiting to be added: the code it shows and what it asks for its status with. */
export interface Pairing {
  pairingId: string;
  code: string;
  secret: string;
}

/** A screen added to an organization, with the token it plays with. */
export interface Screen {
  id: number;
  deviceKey: string;
  token: string;
}

/** What Add device says for a code no screen shows, and for a screen over the licence's limit. */
export const PAIRING_FAILED = 'Failed to add the device';
export const DEVICE_LIMIT = 'Exceeded device limit';
export const INTERACTIVE_LIMIT = 'Maximum number of interactive devices reached';

/**
 * A sub-organization of the platform's root made for a test, with its owner able to log in. Its
 * licence allows `devices` screens and `interactive` interactive ones (setup, through the API).
 */
export async function screenOrganization(
  request: APIRequestContext,
  limits: { devices: number; interactive: number } = { devices: 10, interactive: 2 },
  account = newAccount(),
): Promise<SubOrganization> {
  const rootId = await apiLoginAs(request);
  const organization = await createSubOrganization(request, rootId, { account, package: 'location_1y' });
  const license = await request.post('/api/license/update', {
    data: {
      data: {
        organizationId: organization.id,
        updateLocalTime: new Date().toISOString(),
        numDevices: limits.devices,
        interactiveDeviceLimit: limits.interactive,
      },
    },
  });
  expect(license.status(), await license.text()).toBe(200);
  await acceptInvitationByApi(request, organization);
  await apiLoginAs(request, organization);
  return organization;
}

/** What Placard's player does first on a screen: it asks for a 4-digit code to show (POST /api/player/pair). */
export async function startPairing(request: APIRequestContext): Promise<Pairing> {
  const response = await request.post('/api/player/pair');
  expect(response.status(), await response.text()).toBe(200);
  const pairing = (await response.json()) as Pairing;
  expect(pairing.code).toMatch(/^\d{4}$/);
  return pairing;
}

/** A code no screen shows now: the given one, shifted. */
export function otherCode(code: string): string {
  return String((Number(code) + 5_000) % 10_000).padStart(4, '0');
}

/** The screen learns it was added and takes its token (POST /api/player/pair/status). */
export async function pairedToken(request: APIRequestContext, pairing: Pairing): Promise<string> {
  const response = await request.post('/api/player/pair/status', {
    data: { pairingId: pairing.pairingId, secret: pairing.secret },
  });
  expect(response.status(), await response.text()).toBe(200);
  const status = (await response.json()) as { state: string; token?: string };
  expect(status.state).toBe('paired');
  return status.token ?? '';
}

/**
 * Adds a screen through the API as whoever `request` is logged in as (setup): the screen asks for a
 * code, the code is entered, the screen takes its token.
 */
export async function addScreenByApi(
  request: APIRequestContext,
  organizationId: number,
  options: { name?: string; timezone?: string } = {},
): Promise<Screen> {
  const pairing = await startPairing(request);
  const accepted = await request.post(`/api/device/${organizationId}/accept`, {
    data: { deviceId: pairing.code, timezone: options.timezone ?? 'Europe/Stockholm', name: options.name },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { id, deviceKey } = (await accepted.json()) as { id: number; deviceKey: string };
  return { id, deviceKey, token: await pairedToken(request, pairing) };
}

/** Gives a playlist one empty slide and publishes it, as whoever `request` is logged in as (setup). */
export async function publishPlaylistByApi(request: APIRequestContext, playlistId: number): Promise<void> {
  const slide = await request.post('/api/playlist/slide/create', { data: { playlistId } });
  expect(slide.status(), await slide.text()).toBe(200);
  const published = await request.post('/api/playlist/publish', { data: { playlistId } });
  expect(published.status(), await published.text()).toBe(200);
}

/** Puts a published playlist on a screen to play now (setup). */
export async function playOnScreen(
  request: APIRequestContext,
  screen: Screen,
  playlistId: number,
): Promise<void> {
  const assigned = await request.post('/api/playlist/assignToDevice', {
    data: { deviceKey: screen.deviceKey, playlistId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

/** The screen reports what it runs and shows (POST /api/player/heartbeat, as the player does every 30 s). */
export async function heartbeat(
  request: APIRequestContext,
  screen: Screen,
  report: { state: 'playing' | 'updating' | 'idle'; playlistId?: number },
): Promise<void> {
  const response = await request.post('/api/player/heartbeat', {
    headers: { Authorization: `Device ${screen.token}` },
    data: {
      appVersion: '1.0.0',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      resolution: { width: 1920, height: 1080 },
      state: report.state,
      revision: null,
      showing: report.playlistId === undefined ? null : { playlistId: report.playlistId, slideId: null },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The screen sends a picture of its current slide: a coloured 16:9 slide with a title (POST /api/player/thumbnail). */
export async function sendThumbnail(
  request: APIRequestContext,
  screen: Screen,
  slide: { title: string; from: string; to: string },
): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="400" cy="70" r="46" fill="rgba(255,255,255,0.25)"/>
    <text x="32" y="160" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${slide.title}</text>
    <rect x="32" y="186" width="180" height="10" rx="5" fill="rgba(255,255,255,0.7)"/>
  </svg>`;
  const picture = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const response = await request.post('/api/player/thumbnail', {
    headers: { Authorization: `Device ${screen.token}`, 'Content-Type': 'image/jpeg' },
    data: picture,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the device list and waits for it. */
export async function openDeviceList(page: Page): Promise<void> {
  await page.goto('/devicemanagement/devices');
  // a fresh page loads the app first, which takes a while on a busy machine
  await expect(page.getByTestId('devices-list-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('device-stats')).toBeVisible();
}

/** The card of a screen in the device list. */
export function deviceCard(page: Page, name: string): Locator {
  return page.getByTestId('device-card').and(page.getByRole('article', { name, exact: true }));
}

/** Chooses an option of a MUI select by its label. */
export async function chooseOption(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
