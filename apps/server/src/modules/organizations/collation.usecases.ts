import type { TCollateData, TOrganization } from '@placard/contract';
import { randomKey } from '../../platform/crypto.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { createTxtLookup } from '../../platform/dns/txt-records.js';
import { ownerOf } from '../users/users.usecases.js';
import { requireOrganization, type Actor } from './access.usecases.js';
import { emailDomain, isPublicMailDomain, verificationRecord } from './collation.rules.js';
import {
  findOtherCollating,
  lockCollationDomain,
  updateOrganizationRow,
} from './organizations.repository.js';
import { presentOrganization } from './organizations.usecases.js';
import { organizationError } from './organizations.errors.js';

const domainError = (code: 'PUBLIC_EMAIL_DOMAIN' | 'DOMAIN_NOT_OWNED' | 'DOMAIN_TAKEN') =>
  organizationError(code, { fields: { domain: `errors.${code}` } });

/** Refuses a domain the organization cannot collate: a public provider's, or not its owner's own. */
async function requireCollatableDomain(deps: Deps, organizationId: number, domain: string) {
  if (isPublicMailDomain(domain)) throw domainError('PUBLIC_EMAIL_DOMAIN');
  const owner = await ownerOf(deps, organizationId);
  if (!owner?.emailVerifiedAt || emailDomain(owner.email) !== domain) throw domainError('DOMAIN_NOT_OWNED');
}

/** Saves a collation request or activation; refuses a domain another organization collates. */
async function saveCollation(
  deps: Deps,
  id: number,
  domain: string,
  patch: Parameters<typeof updateOrganizationRow>[2],
) {
  return inTransaction(deps, async (tx) => {
    await lockCollationDomain(tx.db, domain);
    if (await findOtherCollating(tx.db, domain, id)) throw domainError('DOMAIN_TAKEN');
    return updateOrganizationRow(tx.db, id, patch);
  });
}

/**
 * Asks for joining by e-mail domain, or turns it off. The domain must be the owner's own (their confirmed
 * address is on it) and no public mail provider's; collation then waits, pending, for the domain's TXT
 * record (verifyCollation), unless COLLATION_DNS_CHECK is off.
 */
export async function setCollation(
  deps: Deps,
  actor: Actor,
  id: number,
  input: TCollateData,
): Promise<TOrganization> {
  const found = await requireOrganization(deps, actor, id, 'FULL_ACCESS');
  const current = found.organization;
  const domain = input.domain ? input.domain.toLowerCase() : null;
  if (!input.collate || !domain) {
    const row = await updateOrganizationRow(deps.db, id, {
      collate: false,
      collationRequestedAt: null,
      domain,
    });
    return presentOrganization(deps, found, row);
  }
  await requireCollatableDomain(deps, id, domain);
  const sameDomain = current.domain?.toLowerCase() === domain;
  if (sameDomain && current.collate) return presentOrganization(deps, found);
  const token = sameDomain && current.collationToken ? current.collationToken : randomKey(18);
  const row = await saveCollation(deps, id, domain, {
    domain,
    collationToken: token,
    ...(deps.config.COLLATION_DNS_CHECK
      ? { collate: false, collationRequestedAt: deps.now() }
      : { collate: true, collationRequestedAt: null }),
  });
  return presentOrganization(deps, found, row);
}

/** Whether the domain publishes the organization's TXT record; a DNS failure counts as not yet. */
async function publishesRecord(deps: Deps, domain: string, token: string): Promise<boolean> {
  try {
    const records = await createTxtLookup(deps.config.COLLATION_DNS_SERVERS)(domain);
    return records.includes(verificationRecord(token));
  } catch (error) {
    deps.log.warn({ err: error, domain }, 'TXT lookup for a collation domain failed');
    return false;
  }
}

/** Checks the pending domain's TXT record and, when it is there, activates collation. */
export async function verifyCollation(deps: Deps, actor: Actor, id: number): Promise<TOrganization> {
  const found = await requireOrganization(deps, actor, id, 'FULL_ACCESS');
  const { domain, collationToken, collationRequestedAt, collate } = found.organization;
  if (collate) return presentOrganization(deps, found);
  if (!domain || !collationToken || !collationRequestedAt) throw organizationError('COLLATION_NOT_REQUESTED');
  await requireCollatableDomain(deps, id, domain);
  if (deps.config.COLLATION_DNS_CHECK && !(await publishesRecord(deps, domain, collationToken))) {
    throw organizationError('DOMAIN_RECORD_NOT_FOUND');
  }
  const row = await saveCollation(deps, id, domain, { collate: true, collationRequestedAt: null });
  return presentOrganization(deps, found, row);
}
