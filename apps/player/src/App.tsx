import { useCallback, useState } from 'react';
import type { PlayerApi } from './api';
import { clearCredentials, loadCredentials, saveCredentials, type Credentials } from './credentials';
import type { ManifestStore } from './manifestStore';
import type { MediaLibrary } from './mediaCache';
import { PairingScreen } from './PairingScreen';
import { PlayerScreen } from './PlayerScreen';

type AppProps = { api: PlayerApi; store: ManifestStore; media: MediaLibrary };

/** A screen is either waiting to be added (its pairing code) or paired and playing. */
export function App({ api, store, media }: AppProps) {
  const [credentials, setCredentials] = useState<Credentials | null>(() => loadCredentials());

  const paired = useCallback((next: Credentials) => {
    saveCredentials(next);
    setCredentials(next);
  }, []);

  // a removed screen forgets its organization's content along with its credentials
  const unpaired = useCallback(() => {
    clearCredentials();
    store.clear();
    void media.clear();
    setCredentials(null);
  }, [store, media]);

  if (!credentials) return <PairingScreen api={api} onPaired={paired} />;
  return (
    <PlayerScreen
      key={credentials.token}
      api={api}
      credentials={credentials}
      store={store}
      media={media}
      onUnpaired={unpaired}
    />
  );
}
