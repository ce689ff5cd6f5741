import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resolvePlayback,
  ZScheduleOverview,
  type TScheduleOverview,
  type TScheduleOverviewRequest,
} from '@placard/contract';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { newPlaylist, playlistCall, slideIds } from '../../test/playlists.js';
import { assign, assignedOf, newGroup, officeHours } from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { buildManifest } from './devices.manifest.js';

const clock = testClock();
const STOCKHOLM = 'Europe/Stockholm';
/** Monday 23 to Sunday 29 November 2026 */
const WEEK = { from: '2026-11-23', to: '2026-11-30', timezone: STOCKHOLM };

let t: TestApp;
let owner: LoggedIn;
let stranger: LoggedIn;
let front: PairedDevice;
let back: PairedDevice;
let office: PairedDevice;
let lobby: number;
let upstairs: number;
let lobbyLoop: number;
let lunch: number;
let notice: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Overview Screens', license: { numDevices: null } });
  stranger = await organizationWithMember(t, { name: 'Other Screens' });
  front = await pairDevice(t, owner, { name: 'Front desk', timezone: STOCKHOLM });
  back = await pairDevice(t, owner, { name: 'Back office', timezone: STOCKHOLM });
  office = await pairDevice(t, owner, { name: 'New York office', timezone: 'America/New_York' });
  lobby = await newGroup(t, owner, 'Lobby', { deviceArray: [front.deviceKey, back.deviceKey] });
  upstairs = await newGroup(t, owner, 'Upstairs', { deviceArray: [office.deviceKey] });
  lobbyLoop = await playable('Lobby loop');
  lunch = await playable('Lunch menu');
  notice = await playable('Notice');
  // weekdays 09:00–17:00 on the lobby's screens; lunch 12:00–13:00 on Tuesday on the front desk only
  await assignedOf(assign(t, owner, { groupId: lobby }, lobbyLoop, officeHours()));
  await assignedOf(
    assign(
      t,
      owner,
      { deviceKey: front.deviceKey },
      lunch,
      officeHours({
        startDate: '2026-11-24',
        startTime: '12:00',
        endTime: '13:00',
        repeat: { frequency: 'none', interval: 1 },
      }),
    ),
  );
  // on the New York screen: weekdays 09:00–17:00 there
  await assignedOf(assign(t, owner, { groupId: upstairs }, notice, officeHours()));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A playlist with a slide, published: what a screen can play. */
async function playable(name: string): Promise<number> {
  const playlistId = await newPlaylist(t, owner, name, { section: 'shared' });
  expect((await playlistCall(t, owner, 'slide/create', { playlistId })).statusCode).toBe(200);
  expect((await playlistCall(t, owner, 'publish', { playlistId })).statusCode).toBe(200);
  return playlistId;
}

function overviewCall(
  session: Pick<LoggedIn, 'cookie'>,
  body: TScheduleOverviewRequest | Record<string, unknown>,
) {
  return post(t.app, '/api/schedule/overview', body, { cookie: session.cookie });
}

async function overview(
  session: Pick<LoggedIn, 'cookie'>,
  body: TScheduleOverviewRequest,
): Promise<TScheduleOverview> {
  const response = await overviewCall(session, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZScheduleOverview.parse(response.json());
}

/** The blocks of a day as [playlist, start, end (UTC), screens, outcome]. */
function day(result: TScheduleOverview, date: string) {
  const names = new Map(result.entries.map((entry) => [entry.id, entry.playlistName]));
  const screenNames = new Map(result.screens.map((screen) => [screen.deviceKey, screen.name]));
  return result.blocks
    .filter((block) => block.start.startsWith(date))
    .map((block) => [
      names.get(block.entryId),
      block.start.slice(11, 16),
      block.end.slice(11, 16),
      block.deviceKeys.map((key) => screenNames.get(key)).join(', '),
      block.overriddenBy
        ? `overridden by ${names.get(block.overriddenBy.entryId)} (${block.overriddenBy.rule})`
        : block.overrides.map((other) => `over ${names.get(other.entryId)} (${other.rule})`).join(', ') ||
          'plays',
    ]);
}

describe('the schedule overview', () => {
  it('shows what plays on every screen, alike screens together, with why each stretch plays or not', async () => {
    const result = await overview(owner, WEEK);
    expect(result.from).toBe('2026-11-22T23:00:00.000Z');
    expect(result.to).toBe('2026-11-29T23:00:00.000Z');
    expect(result.timezone).toBe(STOCKHOLM);
    expect(result.screens.map((screen) => screen.name)).toEqual([
      'Back office',
      'Front desk',
      'New York office',
    ]);
    expect(day(result, '2026-11-23')).toEqual([
      ['Lobby loop', '08:00', '16:00', 'Back office, Front desk', 'plays'],
      // 09:00–17:00 in New York
      ['Notice', '14:00', '22:00', 'New York office', 'plays'],
    ]);
    // lined up where the screens play alike: the front desk's lunch cuts the loop on it alone
    expect(day(result, '2026-11-24')).toEqual([
      ['Lobby loop', '08:00', '11:00', 'Back office, Front desk', 'plays'],
      ['Lobby loop', '11:00', '12:00', 'Back office', 'plays'],
      ['Lobby loop', '11:00', '12:00', 'Front desk', 'overridden by Lunch menu (source)'],
      ['Lunch menu', '11:00', '12:00', 'Front desk', 'over Lobby loop (source)'],
      ['Lobby loop', '12:00', '16:00', 'Back office, Front desk', 'plays'],
      ['Notice', '14:00', '22:00', 'New York office', 'plays'],
    ]);
    // nothing at the weekend
    expect(day(result, '2026-11-28')).toEqual([]);
    // the entries named, with where each is set and its place in that list
    const set = (name: string) => result.entries.find((entry) => entry.playlistName === name);
    expect(set('Lobby loop')).toMatchObject({
      index: 0,
      kind: 'scheduled',
      owner: { type: 'group', groupId: lobby, name: 'Lobby' },
    });
    expect(set('Lunch menu')).toMatchObject({
      index: 0,
      owner: { type: 'device', deviceKey: front.deviceKey, deviceId: front.id, name: 'Front desk' },
    });
  });

  it('agrees with what each screen works out from its own manifest', async () => {
    const result = await overview(owner, WEEK);
    for (const screen of [front, back, office]) {
      const manifest = await buildManifest(t.app.deps, screen.id);
      if (!manifest) throw new Error('no manifest');
      for (const block of result.blocks.filter((block) => block.deviceKeys.includes(screen.deviceKey))) {
        const middle = new Date((Date.parse(block.start) + Date.parse(block.end)) / 2);
        // as the player does: the first candidate whose playlist has a slide to show
        const playing = resolvePlayback(manifest.entries, middle, manifest.device.timezone)?.candidates.find(
          (candidate) =>
            (manifest.playlists.find((playlist) => playlist.id === candidate.playlistId)?.slides.length ??
              0) > 0,
        )?.id;
        expect(playing).toBe(block.overriddenBy?.entryId ?? block.entryId);
      }
    }
  });

  it("shows a screen's own play-now entry overriding its group's schedule, and play now filling the rest", async () => {
    const kiosk = await pairDevice(t, owner, { name: 'Kiosk', timezone: STOCKHOLM });
    const hall = await newGroup(t, owner, 'Hall', { deviceArray: [kiosk.deviceKey] });
    await assignedOf(assign(t, owner, { groupId: hall }, lobbyLoop, officeHours()));
    const always = await assignedOf(assign(t, owner, { deviceKey: kiosk.deviceKey }, notice));
    const result = await overview(owner, { ...WEEK, deviceKey: kiosk.deviceKey });
    expect(result.screens.map((screen) => screen.name)).toEqual(['Kiosk']);
    // it plays the whole week, over the group's loop while the loop would play
    const playNow = result.blocks.filter((block) => block.entryId === always.id);
    expect(playNow.every((block) => block.overriddenBy === null)).toBe(true);
    expect(playNow[0]?.start).toBe(result.from);
    expect(playNow.at(-1)?.end).toBe(result.to);
    expect(day(result, '2026-11-23')).toEqual([
      ['Lobby loop', '08:00', '16:00', 'Kiosk', 'overridden by Notice (source)'],
      ['Notice', '08:00', '16:00', 'Kiosk', 'over Lobby loop (source)'],
      ['Notice', '16:00', '08:00', 'Kiosk', 'plays'],
    ]);
  });

  it('passes over a playlist published without a slide, as the screen does', async () => {
    const empty = await newPlaylist(t, owner, 'Nothing yet', { section: 'shared' });
    for (const slideNumber of [...(await slideIds(t, owner, empty)).keys()].reverse())
      expect(
        (await playlistCall(t, owner, 'removeSlide', { playlistId: empty, slideNumber })).statusCode,
      ).toBe(200);
    expect((await playlistCall(t, owner, 'publish', { playlistId: empty })).statusCode).toBe(200);
    const lobbyScreen = await pairDevice(t, owner, { name: 'Side door', timezone: STOCKHOLM });
    const side = await newGroup(t, owner, 'Side', { deviceArray: [lobbyScreen.deviceKey] });
    await assignedOf(assign(t, owner, { groupId: side }, lobbyLoop, officeHours()));
    await assignedOf(assign(t, owner, { deviceKey: lobbyScreen.deviceKey }, empty, officeHours()));
    const result = await overview(owner, { ...WEEK, deviceKey: lobbyScreen.deviceKey });
    expect(result.entries.map((entry) => entry.playlistName)).toEqual(['Lobby loop']);
    expect(day(result, '2026-11-23')).toEqual([['Lobby loop', '08:00', '16:00', 'Side door', 'plays']]);
  });

  it('shows one screen, or the screens in a group and the groups below it', async () => {
    const result = await overview(owner, { ...WEEK, deviceKey: back.deviceKey });
    expect(result.screens.map((screen) => screen.deviceKey)).toEqual([back.deviceKey]);
    expect(day(result, '2026-11-24')).toEqual([['Lobby loop', '08:00', '16:00', 'Back office', 'plays']]);
    expect(result.entries.map((entry) => entry.playlistName)).toEqual(['Lobby loop']);

    const reception = await newGroup(t, owner, 'Reception', { parentId: lobby });
    const guest = await pairDevice(t, owner, { name: 'Guest screen', timezone: STOCKHOLM });
    await post(
      t.app,
      '/api/group/addDevice',
      { groupId: reception, deviceKey: guest.deviceKey },
      { cookie: owner.cookie },
    );
    const inLobby = await overview(owner, { ...WEEK, groupId: lobby });
    expect(inLobby.screens.map((screen) => screen.name)).toEqual([
      'Back office',
      'Front desk',
      'Guest screen',
    ]);
    expect(day(inLobby, '2026-11-23')).toEqual([
      ['Lobby loop', '08:00', '16:00', 'Back office, Front desk, Guest screen', 'plays'],
    ]);
    const empty = await newGroup(t, owner, 'Storage');
    expect(await overview(owner, { ...WEEK, groupId: empty })).toMatchObject({
      screens: [],
      entries: [],
      blocks: [],
    });
  });

  it("never shows another organization's screens, groups or entries", async () => {
    const theirs = await overview(stranger, WEEK);
    expect(theirs).toMatchObject({ screens: [], entries: [], blocks: [] });
    expectError(await overviewCall(stranger, { ...WEEK, deviceKey: front.deviceKey }), 404, 'NOT_FOUND');
    expectError(await overviewCall(stranger, { ...WEEK, groupId: lobby }), 404, 'NOT_FOUND');
  });

  it('takes from 1 to 31 days of real dates, one filter at a time, and says what is wrong', async () => {
    const month = await overview(owner, { from: '2026-11-01', to: '2026-12-02', timezone: STOCKHOLM });
    expect(month.to).toBe('2026-12-01T23:00:00.000Z');
    const refused = async (body: Record<string, unknown>, field: string) => {
      const error = expectError(await overviewCall(owner, body), 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      return error;
    };
    const tooLong = await refused({ from: '2026-11-01', to: '2026-12-03' }, 'to');
    expect(tooLong.fields?.to).toBe('Please choose from 1 to 31 days.');
    await refused({ from: '2026-11-23', to: '2026-11-23' }, 'to');
    await refused({ from: '2026-11-23', to: '2026-11-16' }, 'to');
    await refused({ from: '2026-02-30', to: '2026-03-02' }, 'from');
    await refused({ ...WEEK, timezone: 'Mars/Olympus' }, 'timezone');
    await refused({ ...WEEK, deviceKey: front.deviceKey, groupId: lobby }, 'groupId');
  });
});
