import type { Locale, SheetSyncState, WeatherCondition } from '@placard/contract';

/** The words a widget shows, in the screen's (or the editor's) language. */
export type WidgetLabels = {
  /** each kind of weather, under its icon */
  conditions: Record<WeatherCondition, string>;
  /** a placeholder's title when its element has none of its own */
  weather: string;
  news: string;
  cell: string;
  menu: string;
  facebook: string;
  instagram: string;
  /** under a Facebook or Instagram widget's title when its page has no posts */
  noPosts: string;
  /** the badge of a menu item that is sold out */
  soldOut: string;
  /** told under a placeholder's title while its data has not come yet */
  waiting: string;
  /** the corner of a widget whose data is old: `{time}` is when it was read */
  updated: string;
  /** the editor's word for where a sheet's copy stands */
  sync: Record<SheetSyncState, string>;
};

export const WIDGET_LABELS: Record<Locale, WidgetLabels> = {
  en: {
    conditions: {
      clear: 'Clear',
      partlyCloudy: 'Partly cloudy',
      cloudy: 'Cloudy',
      fog: 'Fog',
      drizzle: 'Drizzle',
      rain: 'Rain',
      freezingRain: 'Freezing rain',
      snow: 'Snow',
      showers: 'Showers',
      thunderstorm: 'Thunderstorm',
    },
    weather: 'Weather',
    news: 'News',
    cell: 'Google Sheet',
    facebook: 'Facebook',
    instagram: 'Instagram',
    noPosts: 'This page has no posts yet',
    menu: 'Menu',
    soldOut: 'Sold out',
    waiting: 'Waiting for data',
    updated: 'Updated {time}',
    sync: { syncing: 'Syncing…', synced: 'Synced', failed: 'Sync failed' },
  },
  es: {
    conditions: {
      clear: 'Despejado',
      partlyCloudy: 'Parcialmente nublado',
      cloudy: 'Nublado',
      fog: 'Niebla',
      drizzle: 'Llovizna',
      rain: 'Lluvia',
      freezingRain: 'Lluvia helada',
      snow: 'Nieve',
      showers: 'Chubascos',
      thunderstorm: 'Tormenta',
    },
    weather: 'Tiempo',
    news: 'Noticias',
    cell: 'Hoja de Google',
    facebook: 'Facebook',
    instagram: 'Instagram',
    noPosts: 'Esta página aún no tiene publicaciones',
    menu: 'Menú',
    soldOut: 'Agotado',
    waiting: 'Esperando datos',
    updated: 'Actualizado {time}',
    sync: { syncing: 'Sincronizando…', synced: 'Sincronizado', failed: 'Error de sincronización' },
  },
  fr: {
    conditions: {
      clear: 'Ciel dégagé',
      partlyCloudy: 'Partiellement nuageux',
      cloudy: 'Nuageux',
      fog: 'Brouillard',
      drizzle: 'Bruine',
      rain: 'Pluie',
      freezingRain: 'Pluie verglaçante',
      snow: 'Neige',
      showers: 'Averses',
      thunderstorm: 'Orage',
    },
    weather: 'Météo',
    news: 'Actualités',
    cell: 'Feuille Google',
    facebook: 'Facebook',
    instagram: 'Instagram',
    noPosts: "Cette page n'a encore aucune publication",
    menu: 'Menu',
    soldOut: 'Épuisé',
    waiting: 'En attente des données',
    updated: 'Mis à jour {time}',
    sync: { syncing: 'Synchronisation…', synced: 'Synchronisé', failed: 'Échec de la synchronisation' },
  },
  sv: {
    conditions: {
      clear: 'Klart',
      partlyCloudy: 'Halvklart',
      cloudy: 'Mulet',
      fog: 'Dimma',
      drizzle: 'Duggregn',
      rain: 'Regn',
      freezingRain: 'Underkylt regn',
      snow: 'Snö',
      showers: 'Regnskurar',
      thunderstorm: 'Åska',
    },
    weather: 'Väder',
    news: 'Nyheter',
    cell: 'Google-kalkylark',
    facebook: 'Facebook',
    instagram: 'Instagram',
    noPosts: 'Den här sidan har inga inlägg än',
    menu: 'Meny',
    soldOut: 'Slutsåld',
    waiting: 'Väntar på data',
    updated: 'Uppdaterad {time}',
    sync: { syncing: 'Synkroniserar…', synced: 'Synkroniserad', failed: 'Synkroniseringen misslyckades' },
  },
};

export const DEFAULT_WIDGET_LABELS = WIDGET_LABELS.en;
