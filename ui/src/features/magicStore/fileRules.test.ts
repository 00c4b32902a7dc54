import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { ACCEPTED_FILES, MAX_FILE_BYTES, MAX_IMAGE_BYTES, mediaKind, needsJpeg, refusalOf, uploadName } from './fileRules';
import { refusalText } from './messages';

const MB = 1024 * 1024;
const en = translatorFor('en');
const he = translatorFor('he');
const alertFor = (size: number, type: string) => {
  const refusal = refusalOf({ size, type });
  return refusal && refusalText(en, refusal);
};

describe('what the magic store takes', () => {
  it('has the server limits: 150 MB for any file, 10 MB for a picture', () => {
    expect(MAX_FILE_BYTES).toBe(150 * MB);
    expect(MAX_IMAGE_BYTES).toBe(10 * MB);
  });

  it('refuses a file over 150 MB whatever it is, in the dashboard’s words', () => {
    for (const type of ['video/mp4', 'image/png', 'application/pdf', '']) {
      expect(alertFor(150 * MB + 1, type), type).toBe('File is too large! Please select a file under 150MB.');
    }
    expect(alertFor(150 * MB, 'video/mp4')).toBeNull();
  });

  it('refuses a picture over 10 MB, before any conversion', () => {
    expect(alertFor(10 * MB + 1, 'image/jpeg')).toBe('Image file is too large! Please select an image under 10MB.');
    expect(alertFor(12 * MB, 'image/png')).toBe('Image file is too large! Please select an image under 10MB.');
    expect(alertFor(10 * MB, 'image/jpeg')).toBeNull();
    // A video may be larger.
    expect(alertFor(12 * MB, 'video/quicktime')).toBeNull();
  });

  it('takes pictures and four video types, and names any other type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'video/mp4', 'video/quicktime', 'video/webm', 'video/ogg', 'VIDEO/MP4']) {
      expect(refusalOf({ size: MB, type }), type).toBeNull();
    }
    expect(alertFor(MB, 'application/pdf')).toBe('Media type application/pdf is not supported.');
    expect(alertFor(MB, 'video/x-msvideo')).toBe('Media type video/x-msvideo is not supported.');
    expect(alertFor(MB, '')).toBe('Media type unknown is not supported.');
    const refusal = refusalOf({ size: MB, type: 'text/plain' });
    expect(refusal && refusalText(he, refusal)).toBe('סוג המדיה text/plain אינו נתמך.');
    expect(mediaKind('image/png')).toBe('image');
    expect(mediaKind('video/webm')).toBe('video');
    expect(mediaKind('audio/ogg')).toBeNull();
  });

  it('offers the same types in the file pickers', () => {
    expect(ACCEPTED_FILES).toBe('image/*,video/mp4,video/quicktime,video/webm,video/ogg');
  });

  it('converts every picture but a JPEG', () => {
    expect(needsJpeg('image/jpeg')).toBe(false);
    expect(needsJpeg('IMAGE/JPEG')).toBe(false);
    for (const type of ['image/png', 'image/webp', 'image/gif', 'image/heic']) expect(needsJpeg(type), type).toBe(true);
    expect(needsJpeg('video/mp4')).toBe(false);
  });
});

describe('upload names', () => {
  const now = 1733220000000;

  it('stamp the time, make spaces underscores and drop other characters', () => {
    expect(uploadName('my photo.jpg', now, false)).toBe('1733220000000_my_photo.jpg');
    expect(uploadName('Summer (final) #2!.mp4', now, false)).toBe('1733220000000_Summer_final_2.mp4');
    expect(uploadName('a-b_c.d.mov', now, false)).toBe('1733220000000_a-b_c.d.mov');
  });

  it('give a converted picture the .jpg extension', () => {
    expect(uploadName('my photo.png', now, true)).toBe('1733220000000_my_photo.jpg');
    expect(uploadName('screenshot', now, true)).toBe('1733220000000_screenshot.jpg');
    expect(uploadName('IMG_0001.HEIC', now, true)).toBe('1733220000000_IMG_0001.jpg');
  });

  it('name a file with nothing left of its name "media"', () => {
    expect(uploadName('שמלה.jpg', now, false)).toBe('1733220000000_media.jpg');
    expect(uploadName('תמונה', now, true)).toBe('1733220000000_media.jpg');
  });
});
