import { createRoot } from 'react-dom/client';
import { loadFont } from '@placard/fonts';
import { createPlayerApi } from './api';
import { App } from './App';
import { language } from './i18n';
import { createManifestStore } from './manifestStore';
import { createMediaLibrary } from './mediaCache';
import { PLAYER_BASE } from './shellCache';
import './styles.css';

/** The font the player's own words are set in (its slides load their own). */
const INTERFACE_FONT = 'inter';

const container = document.getElementById('root');
if (!container) throw new Error('The player needs an element with id "root"');
document.documentElement.lang = language;
void loadFont(INTERFACE_FONT);

// The service worker keeps the app itself, so a screen starts without a server (see sw.ts).
if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  navigator.serviceWorker.register(`${PLAYER_BASE}sw.js`, { scope: PLAYER_BASE }).catch(() => undefined);
}

createRoot(container).render(
  <App api={createPlayerApi()} store={createManifestStore()} media={createMediaLibrary()} />,
);
