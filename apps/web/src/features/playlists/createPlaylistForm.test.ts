import { describe, expect, it } from 'vitest';
import { aspectOf } from '@placard/contract';
import {
  NEW_PLAYLIST_VALUES,
  playlistCreateSchema,
  previewAspect,
  type PlaylistFormValues,
} from './createPlaylistForm';

const inMy = playlistCreateSchema({ section: 'my', parentFolderId: null });
const values = (overrides: Partial<PlaylistFormValues>): PlaylistFormValues => ({
  ...NEW_PLAYLIST_VALUES,
  name: 'Lobby',
  ...overrides,
});

/** The messages of a failed check, by field. */
function problems(result: ReturnType<typeof inMy.safeParse>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('new playlist form', () => {
  it('asks for a 16:9 playlist until another shape is chosen', () => {
    expect(inMy.parse(values({}))).toEqual({
      name: 'Lobby',
      aspectType: '16:9',
      section: 'my',
      parentFolderId: null,
    });
  });

  it('sends a chosen ratio by name, without sides', () => {
    for (const aspectType of ['16:10', '4:3', '9:16', '10:16', '3:4'] as const) {
      const request = inMy.parse(values({ aspectType, width: '21', height: '9' }));
      expect(request).toEqual({ name: 'Lobby', aspectType, section: 'my', parentFolderId: null });
      expect(aspectOf(request)).toEqual({ type: aspectType });
    }
  });

  it('sends a custom ratio with its sides, 1:1 unless changed', () => {
    expect(inMy.parse(values({ aspectType: 'custom' }))).toMatchObject({
      aspectType: 'custom',
      width: 1,
      height: 1,
    });
    const request = inMy.parse(values({ aspectType: 'custom', width: ' 32 ', height: '9' }));
    expect(request).toMatchObject({ aspectType: 'custom', width: 32, height: 9 });
    expect(aspectOf(request)).toEqual({ type: 'custom', width: 32, height: 9 });
  });

  it('puts the playlist in the section and folder shown, with the name trimmed', () => {
    const inFolder = playlistCreateSchema({ section: 'shared', parentFolderId: 12 });
    expect(inFolder.parse(values({ name: '  Window  ' }))).toMatchObject({
      name: 'Window',
      section: 'shared',
      parentFolderId: 12,
    });
  });

  it('refuses what the server would refuse, on the field concerned', () => {
    expect(problems(inMy.safeParse(values({ name: '   ' })))).toEqual({ name: 'validation.required' });
    expect(problems(inMy.safeParse(values({ name: 'x'.repeat(101) })))).toEqual({
      name: 'validation.tooLong|{"max":100}',
    });
    expect(inMy.safeParse(values({ name: 'x'.repeat(100) })).success).toBe(true);
    expect(problems(inMy.safeParse(values({ aspectType: 'custom', width: '', height: '0' })))).toEqual({
      width: 'validation.required',
      height: 'validation.tooSmall|{"min":1}',
    });
    expect(problems(inMy.safeParse(values({ aspectType: 'custom', width: '101', height: '2.5' })))).toEqual({
      width: 'validation.tooBig|{"max":100}',
      height: 'validation.invalidType|{"expected":"number"}',
    });
  });

  it('outlines a custom ratio as typed, 1:1 while it makes no sense', () => {
    expect(previewAspect({ aspectType: '9:16', width: '4', height: '1' })).toEqual({ type: '9:16' });
    expect(previewAspect({ aspectType: 'custom', width: '4', height: '1' })).toEqual({
      type: 'custom',
      width: 4,
      height: 1,
    });
    expect(previewAspect({ aspectType: 'custom', width: 'x', height: '500' })).toEqual({
      type: 'custom',
      width: 1,
      height: 1,
    });
  });
});
