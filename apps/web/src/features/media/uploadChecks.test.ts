import { describe, expect, it } from 'vitest';
import { translateMessage } from '@placard/contract';
import { checkUpload } from './uploadChecks';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('checks before an upload', () => {
  it('does nothing when nothing was chosen', () => {
    expect(checkUpload([])).toBeNull();
  });

  it('takes one file of an accepted type within its limit', () => {
    const photo = file('Beach.JPEG', 5 * MB);
    expect(checkUpload([photo])).toEqual({ ok: true, file: photo });
    expect(checkUpload([file('clip.webm', 250 * MB)])).toMatchObject({ ok: true });
    expect(checkUpload([file('menu.pdf', 100 * MB)])).toMatchObject({ ok: true });
  });

  it('refuses more than one file per drop, with the server message', () => {
    const check = checkUpload([file('a.png'), file('b.png')]);
    expect(check).toEqual({ ok: false, message: 'errors.MEDIA_ONE_FILE' });
    expect(translateMessage('en', 'errors.MEDIA_ONE_FILE')).toBe('Please upload one file at a time.');
  });

  it('refuses a name without an accepted extension', () => {
    expect(checkUpload([file('notes.txt')])).toEqual({ ok: false, message: 'errors.MEDIA_TYPE_NOT_ALLOWED' });
    expect(checkUpload([file('no-extension')])).toEqual({
      ok: false,
      message: 'errors.MEDIA_TYPE_NOT_ALLOWED',
    });
  });

  it('refuses a file over the limit of the kind its name claims, naming the limit in MB', () => {
    const image = checkUpload([file('huge.png', 100 * MB + 1)]);
    expect(image).toEqual({ ok: false, message: 'errors.MEDIA_TOO_LARGE|{"filesize":100}' });
    const video = checkUpload([file('long.mp4', 250 * MB + 1)]);
    expect(video).toEqual({ ok: false, message: 'errors.MEDIA_TOO_LARGE|{"filesize":250}' });
    expect(translateMessage('en', video && !video.ok ? video.message : '')).toBe(
      'The file is larger than 250 MB.',
    );
  });
});
