import { describe, expect, it } from 'vitest';
import { INFLUENCER_LOGIN_PARAMS } from '../../domain/influencers/influencers';
import { queryWithoutPassword, readInfluencerLoginParams } from './influencerLoginParams';

describe('readInfluencerLoginParams', () => {
  it('auto-submits when merchant, username and password all come in the URL', () => {
    expect(readInfluencerLoginParams('admin=acme&username=ivy&password=secret1')).toEqual({
      adminUsername: 'acme',
      username: 'ivy',
      password: 'secret1',
      autoSubmit: true,
    });
  });

  it('decodes values and trims the usernames but not the password', () => {
    expect(readInfluencerLoginParams('admin=%20acme%20&username=ivy+&password=%20p%26ss1%20')).toEqual({
      adminUsername: 'acme',
      username: 'ivy',
      password: ' p&ss1 ',
      autoSubmit: true,
    });
  });

  it('only pre-fills when a value is missing or empty', () => {
    expect(readInfluencerLoginParams('admin=acme&username=ivy')).toMatchObject({
      adminUsername: 'acme',
      username: 'ivy',
      autoSubmit: false,
    });
    expect(readInfluencerLoginParams('admin=acme&username=ivy&password=')).toMatchObject({ autoSubmit: false });
    expect(readInfluencerLoginParams('admin=&username=ivy&password=x')).toMatchObject({ autoSubmit: false });
    expect(readInfluencerLoginParams('')).toEqual({ adminUsername: '', username: '', password: '', autoSubmit: false });
  });

  it('uses the documented parameter names', () => {
    expect(INFLUENCER_LOGIN_PARAMS).toEqual({ adminUsername: 'admin', username: 'username', password: 'password' });
  });
});

describe('queryWithoutPassword', () => {
  it('drops the password and keeps everything else in order', () => {
    expect(queryWithoutPassword('?admin=acme&password=s3cret&username=ivy&lang=he')).toBe(
      'admin=acme&username=ivy&lang=he',
    );
    expect(queryWithoutPassword('password=only')).toBe('');
    expect(queryWithoutPassword('admin=a%20b&password=x&password=y')).toBe('admin=a%20b');
  });
});
