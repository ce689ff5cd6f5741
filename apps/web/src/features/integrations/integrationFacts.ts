import type { TIntegration } from '@placard/contract';
import { formatDateTime, timeAgo } from '../../components/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line of what is known of an integration: a label, what it says, and the exact time on hover. */
export interface IntegrationFact {
  key: 'key' | 'lastMessage' | 'lastPolled';
  label: string;
  text: string;
  title?: string;
}

/** When something happened, as "5 minutes ago" with the date and time for its title; or `never`. */
function when(iso: string | null, never: string, language: string, now: number) {
  return iso === null
    ? { text: never }
    : { text: timeAgo(iso, language, now), title: formatDateTime(iso, language) };
}

/**
 * What the list says of an integration: its key's first characters, when it last raised or changed an
 * alert, and for a CAP feed when Placard last read it.
 */
export function integrationFacts(
  integration: TIntegration,
  t: Translate,
  language: string,
  now: number = Date.now(),
): IntegrationFact[] {
  const facts: IntegrationFact[] = [
    { key: 'key', label: t('facts.key'), text: t('facts.keyHint', { hint: integration.keyHint }) },
    {
      key: 'lastMessage',
      label: t('facts.lastMessage'),
      ...when(integration.lastMessageAt, t('facts.never'), language, now),
    },
  ];
  if (integration.provider === 'capFeed') {
    facts.push({
      key: 'lastPolled',
      label: t('facts.lastPolled'),
      ...when(integration.lastPolledAt, t('facts.notYetRead'), language, now),
    });
  }
  return facts;
}
