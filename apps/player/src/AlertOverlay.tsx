import { useEffect } from 'react';
import type { TManifestAlert } from '@placard/contract';
import { AlertView } from '@placard/slides';
import { t } from './i18n';

type AlertOverlayProps = {
  alert: TManifestAlert;
  /** how many other alerts are active on the screen */
  otherAlerts: number;
  /** the alert was painted on the screen */
  onShown: (alert: TManifestAlert) => void;
};

function moreAlerts(count: number): string | null {
  if (count === 0) return null;
  return count === 1 ? t('alert.oneMore') : t('alert.more', { count });
}

/**
 * An emergency alert over the whole screen, above whatever plays beneath (which keeps playing, so it
 * shows again at once when the alert ends). Once the alert is in the page and a frame has been drawn
 * with it, it counts as shown.
 */
export function AlertOverlay({ alert, otherAlerts, onShown }: AlertOverlayProps) {
  useEffect(() => {
    let painted = 0;
    // the first frame draws the overlay; the second starts once it is on the screen
    const drawn = requestAnimationFrame(() => {
      painted = requestAnimationFrame(() => onShown(alert));
    });
    return () => {
      cancelAnimationFrame(drawn);
      cancelAnimationFrame(painted);
    };
  }, [alert, onShown]);
  return (
    <div className="alert-overlay" data-testid="alert-overlay" data-alert-id={alert.id}>
      <AlertView alert={alert} typeLabel={t(`alertType.${alert.type}`)} more={moreAlerts(otherAlerts)} />
    </div>
  );
}
