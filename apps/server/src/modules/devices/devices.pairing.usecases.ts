import type { z } from 'zod';
import type { ZDeviceAcceptRequest } from '@placard/contract';
import { randomKey } from '../../platform/crypto.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { refundAttempt, spendAttempt } from '../../platform/http/rate-limit.js';
import { licenseContextOf } from '../licensing/licensing.usecases.js';
import { organizationTimeZone } from '../organizations/organizations.timezone.js';
import { requireActingOrganization, type DeviceActor } from './devices.access.js';
import { countDevices, insertDevice, lockLivePairing, markPairingAccepted } from './devices.repository.js';
import { deviceError } from './devices.errors.js';
import { licensingError } from '../licensing/licensing.errors.js';

export type AcceptInput = z.output<typeof ZDeviceAcceptRequest>;

/** Who adds a screen: the organization acted for, and the user (who is recorded as having added it). */
export type AcceptActor = DeviceActor & { user: { id: number } };

/** 16 random bytes: 22 URL-safe characters, in the address of the device's page. */
const DEVICE_KEY_BYTES = 16;

/**
 * Wrong pairing codes a user may enter in a window: 4 digits are guessable, so each user gets a small
 * budget of failures (successes are free). Each attempt is counted before its code is looked at, in the
 * database all server instances share, and given back if the code was right.
 */
export type PairingBudget = { max: number; windowSeconds: number };

const pairingFailed = () =>
  deviceError('DEVICE_PAIRING_FAILED', { fields: { deviceId: 'errors.DEVICE_PAIRING_FAILED' } });

/**
 * /device/{orgId}/accept: binds the screen showing the code to the acting organization as a new device,
 * within the licence's device limit. The screen collects its token on its next status request.
 */
export async function acceptDevice(
  deps: Deps,
  actor: AcceptActor,
  organizationId: number,
  input: AcceptInput,
  budget: PairingBudget,
): Promise<{ deviceKey: string; id: number }> {
  requireActingOrganization(actor, organizationId);
  const attempts = { key: `pairing-code|user:${actor.user.id}`, ...budget };
  await spendAttempt(deps, attempts);
  let wrongCode = false;
  try {
    return await inTransaction(deps, async (tx) => {
      const now = tx.now();
      const pairing = await lockLivePairing(tx.db, input.deviceId, now);
      if (!pairing) throw pairingFailed();
      await lockUntilCommit(tx.db, 'organizationDevices', organizationId);
      const { numDevices } = await licenseContextOf(tx, organizationId);
      if (numDevices !== null && (await countDevices(tx.db, organizationId)) >= numDevices) {
        throw licensingError('DEVICE_LIMIT_EXCEEDED');
      }
      const device = await insertDevice(tx.db, {
        organizationId,
        deviceKey: randomKey(DEVICE_KEY_BYTES),
        userId: actor.user.id,
        name: input.name ?? '',
        timezone: input.timezone ?? (await organizationTimeZone(tx.db, organizationId)),
        createdAt: now,
        updatedAt: now,
      });
      await markPairingAccepted(tx.db, pairing.id, device.id, now);
      return { deviceKey: device.deviceKey, id: device.id };
    });
  } catch (error) {
    wrongCode = error instanceof AppError && error.code === 'DEVICE_PAIRING_FAILED';
    throw error;
  } finally {
    // only wrong codes use the budget up
    if (!wrongCode) await refundAttempt(deps, attempts);
  }
}
