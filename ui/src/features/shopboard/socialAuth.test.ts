import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { translate } from '../../i18n/translate';
import type { MessageKey, MessageVars } from '../../i18n/catalogue';
import { failureText } from './messages';
import { asNetwork, parsePostPath, postAnalyticsPath, shopboardTab, tabFromQuery } from './networks';
import { socialAuthStep } from './socialAuth';

describe('the social sign-in return', () => {
  it('completes the connection with a code and its state', () => {
    expect(socialAuthStep('code=abc%2B1&state=s-1')).toEqual({ kind: 'connect', code: 'abc+1', state: 's-1' });
  });

  it('fails on an error from the network, or a code without its state', () => {
    expect(socialAuthStep('error=access_denied&error_description=The+user+cancelled&state=s-1')).toEqual({ kind: 'failed' });
    expect(socialAuthStep('code=abc&error=server_error&state=s')).toEqual({ kind: 'failed' });
    expect(socialAuthStep('code=abc')).toEqual({ kind: 'failed' });
  });

  it('goes back to the shopboard with neither', () => {
    expect(socialAuthStep('')).toEqual({ kind: 'redirect' });
    expect(socialAuthStep('state=s-1')).toEqual({ kind: 'redirect' });
  });
});

describe('the tabs', () => {
  it('open the network the address names, Instagram otherwise', () => {
    expect(tabFromQuery('tab=tiktok')).toBe('tiktok');
    expect(tabFromQuery('tab=pinterest&x=1')).toBe('pinterest');
    expect(tabFromQuery('tab=facebook')).toBe('instagram');
    expect(tabFromQuery('')).toBe('instagram');
    expect(asNetwork('Instagram')).toBeNull();
    expect(shopboardTab('tiktok')).toBe('/admin/shopboard?tab=tiktok');
  });
});

describe('failure messages', () => {
  const t = (key: MessageKey, vars?: MessageVars) => translate('en', key, vars);
  const he = (key: MessageKey, vars?: MessageVars) => translate('he', key, vars);

  it('show the server’s explanation, in the page’s language when known', () => {
    const limit = new ApiError(422, 'validation_failed', 'At most 5 products may be tagged on a post.');
    expect(failureText(t, limit)).toBe('At most 5 products may be tagged on a post.');
    expect(failureText(he, limit)).toBe(he('shopboard.tag.limit'));
    const trial = new ApiError(403, 'forbidden', 'Your free trial has ended. Choose a plan to keep using the shopboard.');
    expect(failureText(he, trial)).toBe(he('shopboard.server.trialEnded'));
    expect(failureText(t, new ApiError(409, 'conflict', 'TikTok cannot be connected on this server yet'))).toBe(
      'TikTok cannot be connected on this server yet',
    );
  });

  it('use the catalogue for timeouts, rate limits and unexpected failures', () => {
    expect(failureText(t, new ApiError(0, 'timeout', 'x'))).toBe('Request timed-out, please try again later.');
    expect(failureText(t, new ApiError(429, 'rate_limited', 'x'))).toBe('Too many requests. Please wait a minute and try again.');
    expect(failureText(t, new ApiError(500, 'internal', 'db exploded'))).toBe(t('errors.generic'));
    expect(failureText(t, new Error('boom'))).toBe(t('errors.generic'));
  });
});

describe('a post analytics address', () => {
  it('names the network and the post, and reads back', () => {
    const path = postAnalyticsPath('tiktok', 'a/b c');
    expect(path).toBe('/admin/shopboard/posts/tiktok/a%2Fb%20c');
    expect(parsePostPath(path)).toEqual({ network: 'tiktok', postId: 'a/b c' });
    expect(parsePostPath(`${path}/`)).toEqual({ network: 'tiktok', postId: 'a/b c' });
  });

  it('is nothing else: the board itself, an unknown network, a missing or extra segment', () => {
    for (const path of [
      '/admin/shopboard',
      '/admin/shopboard/posts/facebook/1',
      '/admin/shopboard/posts/instagram',
      '/admin/shopboard/posts/instagram/1/x',
      '/admin/links/posts/instagram/1',
    ]) {
      expect(parsePostPath(path)).toBeNull();
    }
  });
});
