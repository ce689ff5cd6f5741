import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../../../../app/i18n';
import { entriesById, layoutOverview, shownBlocks } from './overviewLayout';
import { fullReason, playNowText, shortReason, whereText, type OverviewT } from './overviewText';
import { anOverview, BACK, FRONT, LOOP, LUNCH } from './test/overviewFixtures';

let en: OverviewT;
let sv: OverviewT;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadLanguages(['sv']);
  await i18next.loadNamespaces(['schedule', 'devices']);
  const text = (language: string): OverviewT => ({
    t: i18next.getFixedT(language, 'schedule'),
    tDevices: i18next.getFixedT(language, 'devices'),
    language,
  });
  en = text('en');
  sv = text('sv');
});

const overview = anOverview();
const entries = entriesById(overview);
const screens = new Map(overview.screens.map((screen) => [screen.deviceKey, screen]));
const blocks = shownBlocks(overview);
const find = (entryId: number, start: string, deviceKey: string) => {
  const found = blocks.find(
    (item) =>
      item.entry.id === entryId && item.block.start === start && item.block.deviceKeys.includes(deviceKey),
  );
  if (!found) throw new Error('no such block');
  return found;
};
const lunch = find(LUNCH.id, '2026-11-24T11:00:00.000Z', FRONT.deviceKey);
const overridden = find(LOOP.id, '2026-11-24T11:00:00.000Z', FRONT.deviceKey);
const alone = find(LOOP.id, '2026-11-24T11:00:00.000Z', BACK.deviceKey);
const both = find(LOOP.id, '2026-11-24T12:00:00.000Z', FRONT.deviceKey);

describe('the overview in words', () => {
  it('says where a block plays: the screen of its own entry, or the group and its screens', () => {
    const where = (item: typeof lunch) =>
      whereText({ entry: item.entry, deviceKeys: item.block.deviceKeys }, screens, en);
    expect(where(lunch)).toBe('Front desk');
    expect(where(overridden)).toBe('Group Lobby · Front desk');
    // a screen without a name is "Screen {id}"
    expect(where(alone)).toBe('Group Lobby · Screen 8');
    expect(where(both)).toBe('Group Lobby · 2 screens');
  });

  it('says in a few words whether a block plays, what it overrides, or what overrides it', () => {
    expect(shortReason(lunch, entries, en)).toBe('Overrides Lobby loop and Welcome');
    expect(shortReason(overridden, entries, en)).toBe('Overridden by Lunch menu');
    expect(shortReason(alone, entries, en)).toBe('Plays');
  });

  it('says why in full, by the step of the precedence rule that decides', () => {
    expect(fullReason(lunch, entries, en)).toBe(
      "It comes before “Lobby loop” (group Lobby) and “Welcome” (group Lobby): a screen's own schedule comes before its groups'.",
    );
    expect(fullReason(overridden, entries, en)).toBe(
      "“Lunch menu” (Front desk) plays instead: a screen's own schedule comes before its groups'.",
    );
    expect(fullReason(alone, entries, en)).toBe('Nothing else is set to play on these screens then.');
    const loopOverPlayNow = find(LOOP.id, '2026-11-24T08:00:00.000Z', FRONT.deviceKey);
    expect(fullReason(loopOverPlayNow, entries, en)).toBe(
      'It comes before “Welcome” (group Lobby): set times come before play now.',
    );
    expect(fullReason(overridden, entries, sv)).toBe(
      '”Lunch menu” (Front desk) spelas i stället: en skärms eget schema går före dess gruppers.',
    );
  });

  it('says what a play-now entry does over the week', () => {
    const [welcome, notice] = layoutOverview(overview, ['2026-11-23'], 'Europe/Stockholm').playNow;
    if (!welcome || !notice) throw new Error('no play-now rows');
    expect(playNowText(welcome, entries, en)).toBe('Plays whenever nothing else is set to play');
    expect(playNowText({ ...welcome, allTheTime: true }, entries, en)).toBe('Plays all week');
    expect(playNowText(notice, entries, en)).toBe(
      'Overridden all week by “Welcome” (group Lobby): the most recently added or changed entry comes first',
    );
  });
});
