import { generatePassword, hashPassword } from '../../platform/crypto.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { createFullAccessLicense } from '../licensing/licensing.usecases.js';
import { createUser } from '../users/users.usecases.js';
import { createOrganization, rootOrganization } from './organizations.usecases.js';

/**
 * The platform's root organization with a full-access licence and an owner. Created once, on a new
 * database; answers the owner's login only then.
 */
export async function ensureRootOrganization(
  deps: Deps,
): Promise<{ email: string; password: string } | null> {
  if (await rootOrganization(deps)) return null;
  const email = deps.config.ROOT_OWNER_EMAIL.toLowerCase();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await inTransaction(deps, async (tx) => {
    const now = tx.now();
    const root = await createOrganization(tx, {
      name: 'Placard',
      ownerName: 'Platform owner',
      ownerEmail: email,
      contactEmail: email,
      createdAt: now,
    });
    await createFullAccessLicense(tx, root.id);
    await createUser(tx, {
      organizationId: root.id,
      email,
      fullname: 'Platform owner',
      role: 'owner',
      passwordHash,
      emailVerifiedAt: now,
      approvedAt: now,
    });
  });
  return { email, password };
}
