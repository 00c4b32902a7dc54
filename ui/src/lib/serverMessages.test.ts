import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translate';
import { ApiError } from './api';
import { fieldMessages, localizeServerMessage, serverMessageKey } from './serverMessages';

const en = translatorFor('en');
const he = translatorFor('he');

describe('server messages', () => {
  it('maps known server messages to catalogue keys', () => {
    expect(serverMessageKey('This username is already taken')).toBe('rules.username.taken');
    expect(serverMessageKey('Verification link expired')).toBe('verifyAccount.expired');
    expect(serverMessageKey('toString')).toBeNull();
    expect(serverMessageKey('Something new')).toBeNull();
  });

  it('shows a known message in the page language and an unknown one as written', () => {
    expect(localizeServerMessage(en, 'This password reset link is invalid or has expired')).toBe(
      'This password reset link is invalid or has expired',
    );
    expect(localizeServerMessage(he, 'This email is already registered')).toBe('כתובת הדוא"ל הזו כבר רשומה');
    expect(localizeServerMessage(he, 'Brand new server text')).toBe('Brand new server text');
  });

  it("puts the uploads' allowance in the page's language, with its numbers", () => {
    expect(localizeServerMessage(he, 'You have uploaded 60 images in the last hour. You can upload more in 1 minute.')).toBe(
      'העלית 60 תמונות בשעה האחרונה. אפשר להעלות עוד בעוד 1 דק׳.',
    );
    expect(
      localizeServerMessage(en, "Your images of the last 24 hours have used this account's 100 MB for uploads. You can upload more in 3 hours."),
    ).toBe("Your images of the last 24 hours have used this account's 100 MB for uploads. You can upload more in 3 h.");
  });

  it('localises the field messages of a failed call', () => {
    const error = new ApiError(409, 'conflict', 'taken', {
      username: 'This username is already taken',
      email: 'This email is already registered',
    });
    expect(fieldMessages(he, error)).toEqual({
      username: 'שם המשתמש הזה כבר תפוס',
      email: 'כתובת הדוא"ל הזו כבר רשומה',
    });
    expect(fieldMessages(en, new Error('x'))).toEqual({});
  });

  it('keeps the English catalogue identical to the server wording where the UI mirrors it', () => {
    for (const message of [
      'This username is already taken',
      'This email is already registered',
      'Incorrect email format',
      'Password must contain at least one digit',
      'Verification link expired',
    ]) {
      expect(localizeServerMessage(en, message)).toBe(message);
    }
  });

  it("says the magic store's refusals as the dashboard's own alerts do, the type named included", () => {
    for (const message of [
      'File is too large! Please select a file under 150MB.',
      'Image file is too large! Please select an image under 10MB.',
      'Media type application/pdf is not supported.',
      'Turn on AI tagging in Settings to use magic store',
      "Your catalog's pictures are still being indexed. Try again in a few minutes.",
    ]) {
      expect(localizeServerMessage(en, message)).toBe(message);
    }
    expect(localizeServerMessage(he, 'Media type video/x-msvideo is not supported.')).toBe('סוג המדיה video/x-msvideo אינו נתמך.');
    expect(localizeServerMessage(he, 'This file is not a picture or a video')).toBe('הקובץ הזה אינו תמונה או סרטון.');
  });

  it('localises the promocode messages, the code they name included', () => {
    const missing = "Your store has no code SUMMER10. Create it here or pick one of your store's codes.";
    expect(localizeServerMessage(en, missing)).toBe(missing);
    expect(localizeServerMessage(he, missing)).toBe('בחנות שלך אין קוד SUMMER10. אפשר ליצור אותו כאן או לבחור אחד מהקודים של החנות.');
    const inactive = 'WINTER5 is not active in your store. Pick an active code or create a new one.';
    expect(localizeServerMessage(en, inactive)).toBe(inactive);
    expect(localizeServerMessage(he, inactive)).toBe('הקוד WINTER5 אינו פעיל בחנות שלך. בחרו קוד פעיל או צרו קוד חדש.');
    expect(localizeServerMessage(he, 'Your store already has the code NEW1')).toBe('בחנות שלך כבר קיים הקוד NEW1');
    for (const message of [
      'Connect your store before adding a promocode',
      'Your store could not be reached to check this code. Try again.',
      'Enter a percentage from 1 to 100',
      'Enter an amount greater than 0',
    ]) {
      expect(localizeServerMessage(en, message)).toBe(message);
      expect(localizeServerMessage(he, message)).not.toBe(message);
    }
  });

  it('localises the appearance messages, the choices they name included', () => {
    for (const message of [
      'Use a colour such as #1a2b3c',
      'Choose one of 0px, 10px, 25px',
      'At most two sentences',
      'A sentence has at most 50 characters',
      'At most 100 characters',
      'Colours are written #rrggbb',
      'Upload the logo first',
    ]) {
      expect(localizeServerMessage(en, message)).toBe(message);
      expect(localizeServerMessage(he, message)).not.toBe(message);
    }
    expect(localizeServerMessage(he, 'Choose one of cart1, cart2, cart3')).toContain('cart1, cart2, cart3');
  });
});
