import { useCallback, useState } from 'react';
import type { TDashboardSetup } from '@placard/contract';

/** The dashboard's guides, in the order shown. */
export const GUIDES = ['howto', 'addDevice', 'content', 'alerts'] as const;
export type GuideKey = (typeof GUIDES)[number];

/** The guides a user sees: emergency alerts only for those who may send them. */
export function guidesFor(permissions: readonly string[]): GuideKey[] {
  return GUIDES.filter((key) => key !== 'alerts' || permissions.includes('sidebar_alerts'));
}

/** How far a guide is done: each step's state (null for a guide of tips), and whether it all is. */
export type GuideProgress = { steps: boolean[] | null; done: boolean };

/**
 * What the organization has done of each guide: how Placard works is done step by step (media, a
 * playlist, published, on a screen's schedule); adding a screen once a screen is added; the content
 * tips once a playlist is published; the alerts guide once the organization has prepared an alert.
 * Unknown progress (still loading) counts as nothing done.
 */
export function guideProgress(
  setup: TDashboardSetup | undefined,
  alertPrepared = false,
): Record<GuideKey, GuideProgress> {
  const s = setup ?? {
    screenAdded: false,
    mediaUploaded: false,
    playlistCreated: false,
    playlistPublished: false,
    contentScheduled: false,
  };
  const howto = [s.mediaUploaded, s.playlistCreated, s.playlistPublished, s.contentScheduled];
  return {
    howto: { steps: howto, done: howto.every(Boolean) },
    addDevice: { steps: [s.screenAdded, s.screenAdded, s.screenAdded], done: s.screenAdded },
    content: { steps: null, done: s.playlistPublished },
    alerts: { steps: null, done: alertPrepared },
  };
}

/** Where a user's choice to show or hide the guides is kept in this browser. */
export const guidesStorageKey = (userId: number) => `placard.dashboard.guides.${userId}`;

function storedChoice(key: string): boolean | null {
  try {
    const value = localStorage.getItem(key);
    return value === 'shown' ? true : value === 'hidden' ? false : null;
  } catch {
    return null;
  }
}

/**
 * Whether a user sees the guides: as they last chose on this browser, else until every guide is done
 * (then they fold away).
 */
export function useGuidesShown(userId: number, allDone: boolean): [boolean, (shown: boolean) => void] {
  const key = guidesStorageKey(userId);
  const [choice, setChoice] = useState<boolean | null>(() => storedChoice(key));
  const choose = useCallback(
    (shown: boolean) => {
      setChoice(shown);
      try {
        localStorage.setItem(key, shown ? 'shown' : 'hidden');
      } catch {
        // private browsing may refuse storage: the choice lasts for this visit
      }
    },
    [key],
  );
  return [choice ?? !allDone, choose];
}
