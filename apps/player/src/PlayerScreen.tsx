import { useCallback, useEffect, useRef, useState } from 'react';
import type { TAspect, THeartbeat, TManifest } from '@placard/contract';
import { UnpairedError, type PlayerApi } from './api';
import { ContentSync } from './contentSync';
import type { Credentials } from './credentials';
import { heartbeatOf, startHeartbeats, type PlayerStatus } from './heartbeat';
import { serverClock } from './serverClock';
import { t } from './i18n';
import { IdleScreen, LoadingScreen } from './IdleScreen';
import type { ManifestStore } from './manifestStore';
import type { MediaLibrary } from './mediaCache';
import { IdentifyOverlay } from './Overlays';
import { SlideCycler } from './SlideCycler';
import { PlayerSocket, socketUrl } from './socket';
import { Stage } from './Stage';
import { slideThumbnail, ThumbnailUploader } from './thumbnail';
import { usePlaylistNow } from './usePlaylistNow';

/** How long the screen shows its name when identified. */
export const IDENTIFY_MS = 10_000;

type PlayerScreenProps = {
  api: PlayerApi;
  credentials: Credentials;
  store: ManifestStore;
  media: MediaLibrary;
  /** the server no longer knows this screen */
  onUnpaired: () => void;
};

type Shown = { node: HTMLElement; aspect: TAspect; playlistId: number; slideId: number };

function screenName(manifest: TManifest): string {
  return manifest.device.name.trim() || t('player.unnamed', { id: manifest.device.id });
}

/**
 * A paired screen: keeps its content up to date (manifest, media cache, pushes), plays what the
 * schedule says now, and reports back (heartbeats, thumbnails).
 */
export function PlayerScreen({ api, credentials, store, media, onUnpaired }: PlayerScreenProps) {
  const [content, setContent] = useState<TManifest | null>(null);
  const [updating, setUpdating] = useState(false);
  const [identified, setIdentified] = useState(0);
  const playlist = usePlaylistNow(content);

  const shown = useRef<Shown | null>(null);
  const status = useRef<PlayerStatus>({ state: 'idle', revision: null, showing: null });
  const beatNow = useRef<() => void>(() => undefined);
  const thumbnails = useRef<ThumbnailUploader | null>(null);

  const state = updating ? 'updating' : playlist ? 'playing' : 'idle';
  useEffect(() => {
    const showing = shown.current?.playlistId === playlist?.id ? shown.current : null;
    status.current = {
      state,
      revision: content?.revision ?? null,
      showing: playlist ? { playlistId: playlist.id, slideId: showing?.slideId ?? null } : null,
    };
  });
  // a change of state is told at once, not at the next beat
  useEffect(() => beatNow.current(), [state]);

  useEffect(() => {
    const { token } = credentials;
    let unpaired = false;
    const lost = (error: unknown) => {
      if (error instanceof UnpairedError && !unpaired) {
        unpaired = true;
        onUnpaired();
      }
    };
    const sync = new ContentSync({
      api,
      token,
      store,
      media,
      onContent: setContent,
      onUpdating: setUpdating,
      onUnpaired: () => lost(new UnpairedError()),
    });
    const uploader = new ThumbnailUploader({
      capture: async () => {
        const current = shown.current;
        return current?.node.isConnected ? slideThumbnail(current.node, current.aspect) : null;
      },
      upload: (image) => api.thumbnail(token, image).catch(lost),
    });
    thumbnails.current = uploader;
    const socket = new PlayerSocket({
      url: socketUrl(token),
      onServerTime: (sample) => serverClock.sample(sample),
      onOpen: () => {
        // pushes sent while the socket was down were missed
        void sync.revalidate({ fresh: true });
        beatNow.current();
      },
      onPush: (push) => {
        if (push.type === 'content') void sync.revalidate({ fresh: true });
        else if (push.type === 'unpaired') lost(new UnpairedError());
        else if (push.type === 'identify') setIdentified(Date.now());
        else void uploader.requested();
      },
      onUnpaired: () => lost(new UnpairedError()),
    });
    const send = (heartbeat: THeartbeat) => {
      if (!socket.send({ type: 'heartbeat', heartbeat })) api.heartbeat(token, heartbeat).catch(lost);
    };
    const stopBeats = startHeartbeats(() => status.current, send);
    beatNow.current = () => send(heartbeatOf(status.current));
    void sync.start();
    socket.start();
    return () => {
      sync.stop();
      socket.stop();
      stopBeats();
      uploader.stop();
      beatNow.current = () => undefined;
      thumbnails.current = null;
    };
  }, [api, credentials, store, media, onUnpaired]);

  useEffect(() => {
    if (!identified) return;
    const timer = setTimeout(() => setIdentified(0), IDENTIFY_MS);
    return () => clearTimeout(timer);
  }, [identified]);

  const onShown = useCallback(
    (slideId: number, node: HTMLElement) => {
      if (!playlist) return;
      shown.current = { node, aspect: playlist.aspect, playlistId: playlist.id, slideId };
      status.current = { ...status.current, showing: { playlistId: playlist.id, slideId } };
      thumbnails.current?.slideChanged();
    },
    [playlist],
  );

  let screen;
  if (!content || playlist === undefined) screen = <LoadingScreen />;
  else if (!playlist) screen = <IdleScreen name={screenName(content)} timeZone={content.device.timezone} />;
  else
    screen = (
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
    );
  return (
    <>
      {screen}
      {identified > 0 && content && (
        <IdentifyOverlay name={screenName(content)} deviceKey={credentials.deviceKey} />
      )}
    </>
  );
}
