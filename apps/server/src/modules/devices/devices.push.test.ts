import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_NAME_MAX_LENGTH, ALERT_TEXT_MAX_LENGTH, type TPlayerPush } from '@placard/contract';
import { watchPushes, type PushWatch } from '../../test/devices.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { pushToDevices } from './devices.push.js';

let db: TestDatabase<Record<string, never>>;
let pushes: PushWatch;
beforeAll(async () => {
  db = await createTestDatabase({});
  pushes = await watchPushes(db);
}, 60_000);
afterAll(async () => {
  await pushes?.stop();
  await db?.close();
});

describe('pushes to screens', () => {
  it('splits a push for many screens into events small enough for NOTIFY, however long the alert', async () => {
    // three bytes a character in UTF-8: the longest an alert's texts get
    const text = (length: number) => '€'.repeat(length);
    const push: TPlayerPush = {
      type: 'alert',
      alert: {
        id: 1_999_999_999,
        name: text(ALERT_NAME_MAX_LENGTH),
        description: text(ALERT_TEXT_MAX_LENGTH),
        instructions: text(ALERT_TEXT_MAX_LENGTH),
        type: 'fire',
        backgroundColor: '#991B1B',
        textColor: '#FFFFFF',
        activatedAt: '2026-11-21T10:00:00.000Z',
        priority: 8,
        endsAt: null,
      },
    };
    const deviceIds = Array.from({ length: 1_200 }, (_, index) => 2_000_000_000 + index);
    await pushToDevices(db.deps, deviceIds, push);
    await pushes.waitFor(deviceIds.at(-1) ?? 0, 'alert');
    expect(deviceIds.every((id) => pushes.pushesTo(id).length === 1)).toBe(true);
  });
});
