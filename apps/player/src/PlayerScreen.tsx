import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TManifest, TManifestAlert } from '@placard/contract';
import { WidgetDataProvider } from '@placard/slides';
import { AlertOverlay } from './AlertOverlay';
import type { PlayerApi } from './api';
import type { Credentials } from './credentials';
import { serverClock } from './serverClock';
import { language, t } from './i18n';
import { IdleScreen, LoadingScreen } from './IdleScreen';
import type { ManifestStore } from './manifestStore';
import type { MediaLibrary } from './mediaCache';
import { IdentifyOverlay } from './Overlays';
import { PlayerSession } from './session/PlayerSession';
import { SlideCycler } from './SlideCycler';
import { PlayerSocket, socketUrl } from './socket';
import { Stage } from './Stage';
import { useWidgetEntries } from './widgetEntries';

/** The time on the server's clock, for how old the widgets' data is. */
const serverNow = () => serverClock.now();

type PlayerScreenProps = {
  api: PlayerApi;
  credentials: Credentials;
  store: ManifestStore;
  media: MediaLibrary;
  /** the server no longer knows this screen */
  onUnpaired: () => void;
};

function screenName(manifest: TManifest): string {
  return manifest.device.name.trim() || t('player.unnamed', { id: manifest.device.id });
}

/**
 * A paired screen: shows what its session (see PlayerSession) says plays now, and tells it which
 * slide shows; an active alert covers it all while what plays goes on beneath.
 */
export function PlayerScreen({ api, credentials, store, media, onUnpaired }: PlayerScreenProps) {
  const session = useMemo(
    () =>
      new PlayerSession({
        api,
        token: credentials.token,
        store,
        media,
        clock: serverClock,
        openSocket: (events) => new PlayerSocket({ url: socketUrl(credentials.token), ...events }),
        onUnpaired,
      }),
    [api, credentials, store, media, onUnpaired],
  );
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const { content, playlist, identified, alert, otherAlerts } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
  );

  const onShown = useCallback(
    (slideId: number, node: HTMLElement) => {
      if (playlist) session.slideShown(playlist, slideId, node);
    },
    [session, playlist],
  );
  const onAlertShown = useCallback((shown: TManifestAlert) => session.alertShown(shown), [session]);
  const widgets = useWidgetEntries(content?.widgets, serverNow);

  let screen;
  if (!content || playlist === undefined) screen = <LoadingScreen />;
  else if (!playlist) screen = <IdleScreen name={screenName(content)} timeZone={content.device.timezone} />;
  else
    screen = (
      <WidgetDataProvider entries={widgets} locale={language}>
        <Stage aspect={playlist.aspect} interactive={content.device.interactive}>
          {(size) => (
            <SlideCycler
              playlist={playlist}
              size={size}
              interactive={content.device.interactive}
              onShown={onShown}
            />
          )}
        </Stage>
      </WidgetDataProvider>
    );
  return (
    <>
      {screen}
      {alert && <AlertOverlay alert={alert} otherAlerts={otherAlerts} onShown={onAlertShown} />}
      {identified && content && (
        <IdentifyOverlay name={screenName(content)} deviceKey={credentials.deviceKey} />
      )}
    </>
  );
}
