import { describe, expect, it } from 'vitest';
import type { InfluencerListItem } from '../../generated/InfluencerListItem';
import { emptyDraft } from '../../domain/links/editorState';
import { influencerChoices, influencerImage, influencerLocked, pickInfluencer } from './influencerChoice';

const influencer = (username: string, is_active: boolean, promocode: string | null = null): InfluencerListItem => ({
  username,
  email: `${username}@example.com`,
  profile_image_url: null,
  promocode,
  is_active,
});

const LIST = [influencer('ben', false, 'BEN5'), influencer('maya', true, 'MAYA15'), influencer('noa', true)];

describe('influencer selector', () => {
  it('offers the active influencers and keeps the current one listed', () => {
    expect(influencerChoices(LIST, null)).toEqual(['maya', 'noa']);
    expect(influencerChoices(LIST, 'ben')).toEqual(['ben', 'maya', 'noa']);
    expect(influencerChoices(LIST, 'maya')).toEqual(['maya', 'noa']);
  });

  it("fills the promocode with the picked influencer's code", () => {
    const draft = { ...emptyDraft('LOOK'), promocode: 'OWN' };
    expect(pickInfluencer(draft, 'maya', LIST)).toMatchObject({ influencer: 'maya', promocode: 'MAYA15' });
    expect(pickInfluencer(draft, 'noa', LIST)).toMatchObject({ influencer: 'noa', promocode: 'OWN' }); // no code: kept
    expect(pickInfluencer(draft, null, LIST)).toMatchObject({ influencer: null, promocode: 'OWN' });
  });

  it('is fixed once the link is saved with an influencer', () => {
    expect(influencerLocked(null)).toBe(false);
    expect(influencerLocked('maya')).toBe(true);
  });
});

describe("the preview's influencer picture", () => {
  const admin = { influencerUsername: null, influencerImageUrl: null };
  const withImages = [{ ...influencer('maya', true), profile_image_url: 'https://cdn.example/maya.png' }, influencer('noa', true)];

  it("is the merchant's list's picture of the link's influencer", () => {
    expect(influencerImage('maya', withImages, admin)).toBe('https://cdn.example/maya.png');
    expect(influencerImage('noa', withImages, admin)).toBeNull();
    expect(influencerImage('maya', null, admin)).toBeNull(); // the list has not arrived
    expect(influencerImage(null, withImages, admin)).toBeNull();
  });

  it("is an influencer's own picture on their links", () => {
    const own = { influencerUsername: 'dana', influencerImageUrl: 'https://cdn.example/dana.png' };
    expect(influencerImage('dana', null, own)).toBe('https://cdn.example/dana.png');
  });
});
