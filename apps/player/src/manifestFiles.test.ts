import { describe, expect, it } from 'vitest';
import { ZManifest } from '@placard/contract';
import { mediaFiles, withAddresses } from './manifestFiles';
import { image, manifest, playlist, slide } from './testing/manifests';

const PICTURE = '/api/files/picture.png';
const STORY_PICTURE = '/api/files/story.png';

/** A manifest playing a picture, with a news widget's data whose story shows a picture of the file store. */
function withNews() {
  const base = manifest(
    'r1',
    [playlist(1, [slide(10, 5, { elements: [image('a', PICTURE)] })])],
    [PICTURE, STORY_PICTURE],
  );
  return ZManifest.parse({
    ...base,
    widgets: {
      'news:feed': {
        snapshot: { feedTitle: 'Gazette', stories: [{ title: 'Bridge reopens', imageUrl: STORY_PICTURE }] },
        updatedAt: '2026-03-02T08:00:00.000Z',
        stale: false,
        refreshMinutes: 15,
      },
    },
  });
}

describe('withAddresses', () => {
  it("gives the slides' files and the widgets' story pictures their cached copies' addresses", () => {
    const addresses = new Map([
      [PICTURE, 'blob:picture'],
      [STORY_PICTURE, 'blob:story'],
    ]);
    const playable = withAddresses(withNews(), addresses);
    expect(playable.playlists[0]?.slides[0]?.data.elements[0]).toMatchObject({
      contents: { url: 'blob:picture' },
    });
    expect(playable.widgets['news:feed']?.snapshot).toEqual({
      feedTitle: 'Gazette',
      stories: [{ title: 'Bridge reopens', imageUrl: 'blob:story' }],
    });
    expect(playable.widgets['news:feed']?.updatedAt).toBe('2026-03-02T08:00:00.000Z');
  });

  it('keeps the addresses of files the screen has no copy of', () => {
    const playable = withAddresses(withNews(), new Map([[PICTURE, 'blob:picture']]));
    expect(playable.widgets['news:feed']?.snapshot).toMatchObject({ stories: [{ imageUrl: STORY_PICTURE }] });
  });
});

describe('mediaFiles', () => {
  it("lists the story pictures the manifest's media names with the slides' files", () => {
    expect(mediaFiles(withNews()).sort()).toEqual([PICTURE, STORY_PICTURE].sort());
  });
});
