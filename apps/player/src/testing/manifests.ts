import {
  ALERT_TYPE_COLORS,
  ZManifestAlert,
  type TManifestAlert,
  ZElement,
  ZManifest,
  ZSlideData,
  type TManifest,
  type TManifestEntry,
  type TManifestPlaylist,
  type TManifestSlide,
  type TSlideDataInput,
} from '@placard/contract';

const placement = {
  transform: { translation: { x: 100, y: 100 }, rotation: 0, scale: { x: 1, y: 1 } },
  width: 800,
  height: 200,
  aabb: { x: 100, y: 100, width: 800, height: 200 },
};

/** A text element reading `words`. */
export function text(elid: string, words: string) {
  return ZElement.parse({
    elid,
    eltype: 'text',
    contents: { delta: [{ insert: `${words}\n` }] },
    ...placement,
  });
}

/** A picture of Placard's file store. */
export function image(elid: string, url: string) {
  return ZElement.parse({ elid, eltype: 'image', contents: { mediaId: 1, url }, ...placement });
}

/** A video of Placard's file store, muted and looping. */
export function video(elid: string, url: string) {
  return ZElement.parse({ elid, eltype: 'video', contents: { mediaId: 2, url }, ...placement });
}

export function slide(id: number, duration: number, data: TSlideDataInput = {}): TManifestSlide {
  return { id, duration, data: ZSlideData.parse({ duration, ...data }) };
}

export function playlist(id: number, slides: TManifestSlide[], overrides: Partial<TManifestPlaylist> = {}) {
  return {
    id,
    name: `Playlist ${id}`,
    publicationId: id * 100,
    publishedAt: '2026-03-02T08:00:00.000Z',
    aspect: { type: '16:9' },
    overlaySlideId: null,
    slides,
    ...overrides,
  } satisfies TManifestPlaylist;
}

/** A play-now entry of the device itself. */
export function playNow(id: number, playlistId: number): TManifestEntry {
  return {
    id,
    kind: 'play_now',
    playlistId,
    schedule: null,
    source: { type: 'device' },
    index: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
  };
}

/** A manifest playing the playlists' first one now (nothing scheduled when there are none). */
export function manifest(revision: string, playlists: TManifestPlaylist[], media: string[] = []): TManifest {
  return ZManifest.parse({
    revision,
    device: {
      id: 7,
      deviceKey: 'dev-7',
      name: 'Lobby',
      timezone: 'Europe/Stockholm',
      interactive: false,
      organizationId: 3,
    },
    entries: playlists[0] ? [playNow(1, playlists[0].id)] : [],
    playlists,
    media,
  });
}

/** Every day 09:00–17:00 from 2 March 2026, in the screen's timezone. */
export const officeHours = (id: number, playlistId: number): TManifestEntry => ({
  id,
  kind: 'scheduled',
  playlistId,
  schedule: {
    startDate: '2026-03-02',
    startTime: '09:00',
    endTime: '17:00',
    allDay: false,
    repeat: { frequency: 'days', interval: 1 },
    weekdays: [],
    ends: { type: 'never' },
  },
  source: { type: 'device' },
  index: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
});

/** An active alert as a screen gets it, activated at `activatedAt` (ms since 1970), ending at `endsAt`. */
export function alert(
  id: number,
  activatedAt: number,
  endsAt: number | null = null,
  fields: Partial<TManifestAlert> = {},
): TManifestAlert {
  return ZManifestAlert.parse({
    id,
    name: `Alert ${id}`,
    description: 'What happened',
    instructions: 'What to do',
    type: 'fire',
    ...ALERT_TYPE_COLORS.fire,
    activatedAt: new Date(activatedAt).toISOString(),
    endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    ...fields,
  });
}
