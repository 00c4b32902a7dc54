import { describe, expect, it } from 'vitest';
import { anySyncing, cutUsername, networkState, statusOf, SYNCING, USERNAME_MAX, withStatus } from './socialStatus';
import { testBoard, testStatus } from './testShopboard';

describe('a network status as the widget shows it', () => {
  it('offers the connect button when not connected, disabled where the server cannot connect', () => {
    expect(networkState(testStatus())).toEqual({ kind: 'notConnected' });
    expect(networkState(testStatus({ available: false }))).toEqual({ kind: 'unavailable' });
  });

  it('says syncing while the count is -1, with the username', () => {
    expect(networkState(testStatus({ connected: true, username: 'ada', number_of_posts: SYNCING }))).toEqual({ kind: 'syncing', username: 'ada' });
  });

  it('shows the count once synced, and whether the last sync failed', () => {
    expect(networkState(testStatus({ connected: true, username: 'ada', number_of_posts: 30 }))).toEqual({
      kind: 'synced',
      username: 'ada',
      posts: 30,
      syncFailed: false,
    });
    expect(networkState(testStatus({ connected: true, username: 'ada', number_of_posts: 0, sync_error: 'token refused' }))).toMatchObject({
      kind: 'synced',
      posts: 0,
      syncFailed: true,
    });
  });

  it('keeps a connected network connected even if this server could no longer connect it', () => {
    expect(networkState(testStatus({ connected: true, username: 'ada', number_of_posts: 3, available: false })).kind).toBe('synced');
  });
});

describe('the username cut', () => {
  it('keeps names up to 15 characters and cuts longer ones with an ellipsis', () => {
    expect(USERNAME_MAX).toBe(15);
    expect(cutUsername('sandbox_instagr')).toBe('sandbox_instagr');
    expect(cutUsername('sandbox_instagram')).toBe('sandbox_instagr…');
    expect(cutUsername('')).toBe('');
  });

  it('counts whole characters, not UTF-16 units', () => {
    expect(cutUsername('😀'.repeat(16))).toBe(`${'😀'.repeat(15)}…`);
  });
});

describe('the whole status', () => {
  it('reads and replaces one network', () => {
    const board = testBoard();
    const connected = testStatus({ connected: true, username: 'ada', number_of_posts: SYNCING });
    const next = withStatus(board, 'tiktok', connected);
    expect(statusOf(next, 'tiktok')).toBe(connected);
    expect(statusOf(next, 'instagram')).toBe(board.social_medias.Instagram);
    expect(statusOf(board, 'tiktok').connected).toBe(false);
  });

  it('is polled while any network syncs', () => {
    expect(anySyncing(testBoard())).toBe(false);
    expect(anySyncing(testBoard({ Pinterest: testStatus({ connected: true, number_of_posts: SYNCING }) }))).toBe(true);
    expect(anySyncing(testBoard({ Pinterest: testStatus({ connected: true, number_of_posts: 24 }) }))).toBe(false);
  });
});
