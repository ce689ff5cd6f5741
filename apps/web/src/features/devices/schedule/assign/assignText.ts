import type { ScheduleT } from '../scheduleText';

/** "3 screens and 1 group" (only the parts chosen), in the reader's language. */
export function targetsText(devices: number, groups: number, t: ScheduleT, language: string): string {
  const parts = [
    ...(devices > 0 ? [t('assign.screenCount', { count: devices })] : []),
    ...(groups > 0 ? [t('assign.groupCount', { count: groups })] : []),
  ];
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/** Whether a screen matches the words searched: its name (or 'Screen {id}') or its group's name. */
export function matchesSearch(words: string, ...texts: readonly (string | null)[]): boolean {
  const query = words.trim().toLocaleLowerCase();
  if (!query) return true;
  return texts.some((text) => text?.toLocaleLowerCase().includes(query));
}
