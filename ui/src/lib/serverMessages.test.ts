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
});
