import { t } from './i18n';

/** A small sign in a corner while new content downloads (the slides play on meanwhile). */
export function UpdatingBadge() {
  return (
    <div className="updating" role="status" data-testid="updating">
      <span className="spinner" aria-hidden="true" />
      {t('player.updating')}
    </div>
  );
}

/** Shown for a few seconds when someone asks which screen this is. */
export function IdentifyOverlay({ name, deviceKey }: { name: string; deviceKey: string }) {
  return (
    <div className="identify" data-testid="identify">
      <div className="identify-card">
        <p className="identify-name">{name}</p>
        <p className="identify-key">{deviceKey}</p>
      </div>
    </div>
  );
}
