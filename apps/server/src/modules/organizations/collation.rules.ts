import freeEmailDomains from 'email-providers';
import type { CollationState } from '@placard/contract';
import type { OrganizationRow } from './organizations.table.js';

const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set(freeEmailDomains.map((d) => d.toLowerCase()));

/** The domain of an e-mail address, in lower case. */
export function emailDomain(email: string): string {
  return (email.split('@')[1] ?? '').toLowerCase();
}

/** A public mail provider's domain (gmail.com, outlook.com…) or one of its subdomains. */
export function isPublicMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return labels.some((_, start) => PUBLIC_MAIL_DOMAINS.has(labels.slice(start).join('.')));
}

/** The TXT record an organization publishes on its domain to prove that it controls it. */
export function verificationRecord(token: string): string {
  return `placard-verification=${token}`;
}

export function collationStateOf(
  row: Pick<OrganizationRow, 'collate' | 'collationRequestedAt'>,
): CollationState {
  if (row.collate) return 'active';
  return row.collationRequestedAt ? 'pending' : 'off';
}

/** What the Organization entity says about collation. */
export function presentCollation(row: OrganizationRow) {
  const collationState = collationStateOf(row);
  return {
    collate: row.collate,
    collationState,
    collationRecord:
      collationState !== 'off' && row.collationToken ? verificationRecord(row.collationToken) : null,
  };
}
