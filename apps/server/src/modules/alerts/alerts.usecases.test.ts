import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAlertInput } from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { buildManifest } from '../devices/devices.manifest.js';
import { recordHeartbeat } from '../devices/player.heartbeat.usecases.js';
import { watchPushes, type PushWatch } from '../../test/devices.js';
import { expectRefusal, writeLicensePackage } from '../../test/factories.js';
import { testClock } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { activateAlert, deactivateAlert } from './alerts.activation.usecases.js';
import { alertReceipts, recordAlertsShown } from './alerts.receipts.usecases.js';
import { insertReceipts } from './alerts.repository.js';
import { changeAlert, createAlert, listAlerts, removeAlert } from './alerts.usecases.js';

const seed = {
  organizations: {
    head: { name: 'Alert Head Office', package: 'full_access' },
    shop: { name: 'Alert Shop', parent: 'head' },
    corner: { name: 'Alert Corner', parent: 'shop' },
    region: { name: 'Alert Region' },
    outlet: { name: 'Alert Outlet', parent: 'region' },
    kiosk: { name: 'Alert Kiosk', parent: 'outlet' },
    stranger: { name: 'Alert Stranger' },
  },
  users: {
    owner: { organization: 'head' },
    shopOwner: { organization: 'shop' },
    regionOwner: { organization: 'region' },
    stranger: { organization: 'stranger' },
  },
  groups: {
    building: { organization: 'head', name: 'Building' },
    floor: { organization: 'head', name: 'Floor', parent: 'building' },
    yard: { organization: 'head', name: 'Yard' },
    strangerGroup: { organization: 'stranger', name: 'Elsewhere' },
  },
  devices: {
    lobby: { organization: 'head', group: 'floor' },
    hall: { organization: 'head' },
    gate: { organization: 'head', group: 'yard' },
    till: { organization: 'shop' },
    cornerScreen: { organization: 'corner' },
    kioskScreen: { organization: 'kiosk' },
    strangerScreen: { organization: 'stranger' },
  },
} as const;

const clock = testClock();
let db: TestDatabase<typeof seed>;
let owner: AuthContext;
let shopOwner: AuthContext;
let regionOwner: AuthContext;
let stranger: AuthContext;
let pushes: PushWatch;
let count = 0;

beforeAll(async () => {
  db = await createTestDatabase(seed, { now: clock.now });
  [owner, shopOwner, regionOwner, stranger] = await Promise.all([
    db.as('owner'),
    db.as('shopOwner'),
    db.as('regionOwner'),
    db.as('stranger'),
  ]);
}, 60_000);
afterAll(async () => {
  await pushes?.stop();
  await db?.close();
});
beforeEach(async () => {
  await pushes?.stop();
  pushes = await watchPushes(db);
});

/** A new alert's input: continuous, for every screen of the organization unless told. */
function input(overrides: Partial<TAlertInput> = {}): TAlertInput {
  count += 1;
  return {
    name: `Evacuate ${count}`,
    description: 'Fire in the building',
    instructions: 'Leave by the nearest exit',
    type: 'fire',
    continuous: true,
    duration: null,
    backgroundColor: '#991B1B',
    textColor: '#FFFFFF',
    targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
    ...overrides,
  };
}
const targets = (chosen: Partial<TAlertInput['targets']>) => ({
  all: false,
  groupIds: [],
  deviceIds: [],
  organizationIds: [],
  ...chosen,
});
const alertsOn = async (device: keyof typeof seed.devices) =>
  (await buildManifest(db.deps, db.ids.devices[device]))?.alerts.map((alert) => alert.name) ?? [];

describe('making alerts', () => {
  it('makes a ready alert of the acting organization, with no activation yet', async () => {
    const made = await createAlert(db.deps, owner, input({ name: 'Storm' }));
    expect(made).toMatchObject({
      name: 'Storm',
      state: 'ready',
      activatedAt: null,
      endsAt: null,
      activatedBy: null,
      readOnly: false,
      origin: { organizationId: db.ids.organizations.head, organizationName: 'Alert Head Office' },
    });
  });

  it('keeps names unique in an organization, case aside, and free in another', async () => {
    await createAlert(db.deps, owner, input({ name: 'Flood' }));
    await expectRefusal(createAlert(db.deps, owner, input({ name: 'FLOOD' })), 'NAME_TAKEN');
    await expect(createAlert(db.deps, stranger, input({ name: 'Flood' }))).resolves.toMatchObject({
      name: 'Flood',
    });
    const other = await createAlert(db.deps, owner, input({ name: 'Other' }));
    await expectRefusal(
      changeAlert(db.deps, owner, { ...input({ name: 'flood' }), id: other.id }),
      'NAME_TAKEN',
    );
  });

  it("refuses another organization's groups and screens as targets", async () => {
    const { strangerGroup } = db.ids.groups;
    await expectRefusal(
      createAlert(db.deps, owner, input({ targets: targets({ groupIds: [strangerGroup] }) })),
      'ALERT_TARGET_UNKNOWN',
    );
    await expectRefusal(
      createAlert(
        db.deps,
        owner,
        input({ targets: targets({ deviceIds: [db.ids.devices.strangerScreen] }) }),
      ),
      'ALERT_TARGET_UNKNOWN',
    );
  });

  it("never shows, changes or starts another organization's alert", async () => {
    const mine = await createAlert(db.deps, owner, input());
    const theirs = await listAlerts(db.deps, stranger);
    expect(theirs.results.map((alert) => alert.id)).not.toContain(mine.id);
    await expectRefusal(changeAlert(db.deps, stranger, { ...input(), id: mine.id }), 'NOT_FOUND');
    await expectRefusal(activateAlert(db.deps, stranger, mine.id), 'NOT_FOUND');
    await expectRefusal(deactivateAlert(db.deps, stranger, mine.id), 'NOT_FOUND');
    await expectRefusal(removeAlert(db.deps, stranger, mine.id), 'NOT_FOUND');
    await expectRefusal(alertReceipts(db.deps, stranger, mine.id), 'NOT_FOUND');
  });
});

describe('activation', () => {
  it('shows an alert on the screens of its groups and their subgroups, pushed at once, and ends it', async () => {
    const made = await createAlert(
      db.deps,
      owner,
      input({ name: 'Gas leak', targets: targets({ groupIds: [db.ids.groups.building] }) }),
    );
    const active = await activateAlert(db.deps, owner, made.id);
    expect(active).toMatchObject({
      state: 'active',
      activatedAt: clock.now().toISOString(),
      endsAt: null,
      activatedBy: { kind: 'user', name: owner.user.fullname },
    });
    await pushes.waitFor(db.ids.devices.lobby, 'alert');
    expect(pushes.pushesTo(db.ids.devices.hall)).toEqual([]);
    expect(await alertsOn('lobby')).toContain('Gas leak');
    expect(await alertsOn('hall')).not.toContain('Gas leak');

    await expectRefusal(activateAlert(db.deps, owner, made.id), 'ALERT_ACTIVE');
    await expectRefusal(changeAlert(db.deps, owner, { ...input(), id: made.id }), 'ALERT_ACTIVE');
    await expectRefusal(removeAlert(db.deps, owner, made.id), 'ALERT_ACTIVE');

    clock.advance(1_000);
    const ended = await deactivateAlert(db.deps, owner, made.id);
    expect(ended).toMatchObject({
      state: 'deactivated',
      deactivatedAt: clock.now().toISOString(),
      deactivatedBy: { kind: 'user', name: owner.user.fullname },
    });
    await pushes.waitFor(db.ids.devices.lobby, 'alertEnded');
    expect(await alertsOn('lobby')).not.toContain('Gas leak');
    await expectRefusal(deactivateAlert(db.deps, owner, made.id), 'ALERT_NOT_ACTIVE');
    // not active any more: it may change, start again and go
    await changeAlert(db.deps, owner, { ...input({ name: 'Gas leak' }), id: made.id });
    await expect(activateAlert(db.deps, owner, made.id)).resolves.toMatchObject({ deactivatedAt: null });
    await deactivateAlert(db.deps, owner, made.id);
    await removeAlert(db.deps, owner, made.id);
    expect((await listAlerts(db.deps, owner)).results.map((alert) => alert.id)).not.toContain(made.id);
  });

  it('ends a timed alert by itself once its duration has passed, without any job', async () => {
    const made = await createAlert(
      db.deps,
      owner,
      input({
        name: 'Drill',
        continuous: false,
        duration: 5,
        targets: targets({ deviceIds: [db.ids.devices.gate] }),
      }),
    );
    const active = await activateAlert(db.deps, owner, made.id);
    expect(active.endsAt).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    expect(await alertsOn('gate')).toEqual(['Drill']);
    clock.advance(5 * 60_000);
    expect(await alertsOn('gate')).toEqual([]);
    const listed = (await listAlerts(db.deps, owner, { state: 'deactivated' })).results.find(
      (alert) => alert.id === made.id,
    );
    expect(listed).toMatchObject({ state: 'deactivated', deactivatedAt: active.endsAt, endsAt: null });
  });

  it('lists several active alerts on one screen newest first', async () => {
    const first = await createAlert(
      db.deps,
      owner,
      input({ name: 'First', targets: targets({ deviceIds: [db.ids.devices.hall] }) }),
    );
    const second = await createAlert(db.deps, owner, input({ name: 'Second' }));
    await activateAlert(db.deps, owner, first.id);
    clock.advance(1_000);
    await activateAlert(db.deps, owner, second.id);
    expect(await alertsOn('hall')).toEqual(['Second', 'First']);
    await deactivateAlert(db.deps, owner, first.id);
    await deactivateAlert(db.deps, owner, second.id);
  });
});

describe('broadcasts to sub-organizations', () => {
  it('reaches the sub-organizations the licence lets it manage, read-only there with its origin', async () => {
    const { shop, corner } = db.ids.organizations;
    const made = await createAlert(
      db.deps,
      owner,
      input({ name: 'Chain-wide', targets: targets({ organizationIds: [shop, corner] }) }),
    );
    await activateAlert(db.deps, owner, made.id);
    await pushes.waitFor(db.ids.devices.till, 'alert');
    await pushes.waitFor(db.ids.devices.cornerScreen, 'alert');
    expect(pushes.pushesTo(db.ids.devices.lobby)).toEqual([]);
    expect(await alertsOn('till')).toContain('Chain-wide');
    expect(await alertsOn('lobby')).not.toContain('Chain-wide');

    const seen = (await listAlerts(db.deps, shopOwner)).results.find((alert) => alert.id === made.id);
    expect(seen).toMatchObject({
      readOnly: true,
      state: 'active',
      origin: { organizationId: db.ids.organizations.head, organizationName: 'Alert Head Office' },
    });
    await expectRefusal(deactivateAlert(db.deps, shopOwner, made.id), 'ALERT_READ_ONLY');
    await expectRefusal(changeAlert(db.deps, shopOwner, { ...input(), id: made.id }), 'ALERT_READ_ONLY');
    await expectRefusal(removeAlert(db.deps, shopOwner, made.id), 'ALERT_READ_ONLY');
    // the shop sees the receipts of its own screens only
    const receipts = await alertReceipts(db.deps, shopOwner, made.id);
    expect(receipts.receipts.map((receipt) => receipt.deviceKey)).toEqual([db.deviceKeys.till]);
    await deactivateAlert(db.deps, owner, made.id);
  });

  it('checks the reach again on activation: a licence lowered since refuses it', async () => {
    const { corner, head } = db.ids.organizations;
    const made = await createAlert(
      db.deps,
      owner,
      input({ targets: targets({ organizationIds: [corner] }) }),
    );
    await writeLicensePackage(db.deps, head, 'location_1y');
    try {
      await expectRefusal(activateAlert(db.deps, await db.as('owner'), made.id), 'FORBIDDEN');
    } finally {
      await writeLicensePackage(db.deps, head, 'full_access');
    }
    await expect(activateAlert(db.deps, await db.as('owner'), made.id)).resolves.toMatchObject({
      state: 'active',
    });
    await deactivateAlert(db.deps, owner, made.id);
  });

  it('refuses a sub-organization managed with limited access, and any other organization', async () => {
    const { outlet, kiosk, stranger: strangerOrganization, head } = db.ids.organizations;
    // location licences manage direct sub-organizations fully, those further down with limited access
    await expect(
      createAlert(db.deps, regionOwner, input({ targets: targets({ organizationIds: [outlet] }) })),
    ).resolves.toMatchObject({ state: 'ready' });
    await expectRefusal(
      createAlert(db.deps, regionOwner, input({ targets: targets({ organizationIds: [kiosk] }) })),
      'FORBIDDEN',
    );
    await expectRefusal(
      createAlert(
        db.deps,
        regionOwner,
        input({ targets: targets({ organizationIds: [strangerOrganization] }) }),
      ),
      'NOT_FOUND',
    );
    // nor upwards: a sub-organization cannot alert its parent
    await expectRefusal(
      createAlert(db.deps, shopOwner, input({ targets: targets({ organizationIds: [head] }) })),
      'NOT_FOUND',
    );
  });
});

describe('receipts', () => {
  it('keeps when each targeted screen showed the alert, and tells offline screens from waiting ones', async () => {
    const made = await createAlert(
      db.deps,
      owner,
      input({
        name: 'Lockdown',
        targets: targets({ deviceIds: [db.ids.devices.lobby, db.ids.devices.hall] }),
      }),
    );
    await activateAlert(db.deps, owner, made.id);
    await recordHeartbeat(db.deps, db.ids.devices.hall, {
      appVersion: '1.0.0',
      resolution: { width: 1920, height: 1080 },
      state: 'playing',
      revision: null,
      showing: null,
    });
    clock.advance(5_000);
    const shown = (deviceId: number, shownAt = clock.now()) => ({ deviceId, alertId: made.id, shownAt });
    await recordAlertsShown(db.deps, [
      // the screen's clock runs ahead: its time is brought back to now
      shown(db.ids.devices.lobby, new Date(clock.now().getTime() + 60_000)),
      // a later receipt of the same screen is ignored: its first one is kept
      shown(db.ids.devices.lobby, new Date(clock.now().getTime() - 1_000)),
      // a screen the alert does not target, and another organization's, are ignored
      shown(db.ids.devices.gate),
      shown(db.ids.devices.strangerScreen),
      // and so is an unknown alert
      { deviceId: db.ids.devices.hall, alertId: made.id + 1000, shownAt: clock.now() },
    ]);
    const { receipts } = await alertReceipts(db.deps, owner, made.id);
    expect(receipts).toHaveLength(2);
    expect(receipts.find((receipt) => receipt.deviceKey === db.deviceKeys.lobby)).toMatchObject({
      status: 'shown',
      shownAt: clock.now().toISOString(),
    });
    expect(receipts.find((receipt) => receipt.deviceKey === db.deviceKeys.hall)).toMatchObject({
      status: 'waiting',
      shownAt: null,
    });
    clock.advance(10 * 60_000);
    const later = await alertReceipts(db.deps, owner, made.id);
    expect(later.receipts.find((receipt) => receipt.deviceKey === db.deviceKeys.hall)?.status).toBe(
      'offline',
    );

    // a new activation starts without receipts; an ended alert takes none
    await deactivateAlert(db.deps, owner, made.id);
    await recordAlertsShown(db.deps, [shown(db.ids.devices.hall)]);
    await activateAlert(db.deps, owner, made.id);
    const again = await alertReceipts(db.deps, owner, made.id);
    expect(again.receipts.map((receipt) => receipt.status)).not.toContain('shown');

    // a screen removed between reading the targets and writing costs its own receipt, not the batch's
    await insertReceipts(db.deps.db, [
      { alertId: made.id, deviceId: 2_000_000_000, shownAt: clock.now() },
      { alertId: made.id, deviceId: db.ids.devices.hall, shownAt: clock.now() },
    ]);
    const kept = await alertReceipts(db.deps, owner, made.id);
    expect(kept.receipts.find((receipt) => receipt.deviceKey === db.deviceKeys.hall)?.status).toBe('shown');
    await deactivateAlert(db.deps, owner, made.id);
  });
});
