/**
 * The influencer selector's rules (docs/links.md#influencer-assignment): only active influencers
 * are offered (a link's current one stays listed so the select can show it), picking one fills
 * the promocode with theirs, and once a link is saved with an influencer the choice is fixed:
 * the server refuses to move a link's sales to someone else.
 */
import type { InfluencerListItem } from '../../generated/InfluencerListItem';
import type { SessionUser } from '../../generated/SessionUser';
import type { Draft } from '../../domain/links/editorState';

/** Usernames the select lists: the active influencers, plus the current one whatever its state. */
export function influencerChoices(influencers: readonly InfluencerListItem[], current: string | null): string[] {
  const names = influencers.filter((i) => i.is_active).map((i) => i.username);
  if (current && !names.includes(current)) names.unshift(current);
  return names;
}

/** The draft with `username` picked; their promocode, when they have one, fills the promocode. */
export function pickInfluencer(draft: Draft, username: string | null, influencers: readonly InfluencerListItem[]): Draft {
  const code = influencers.find((i) => i.username === username)?.promocode;
  return { ...draft, influencer: username, promocode: code ? code : draft.promocode };
}

/** Whether the select is fixed: the saved link already has an influencer. */
export function influencerLocked(savedInfluencer: string | null): boolean {
  return savedInfluencer !== null;
}

/**
 * The picture of the link's influencer `username` for the phone preview's influencer strip: the
 * merchant's list has everyone's, an influencer's session has their own; null when neither does.
 */
export function influencerImage(
  username: string | null,
  influencers: readonly InfluencerListItem[] | null,
  user: Pick<SessionUser, 'influencerUsername' | 'influencerImageUrl'>,
): string | null {
  if (username === null) return null;
  if (username === user.influencerUsername) return user.influencerImageUrl;
  return influencers?.find((i) => i.username === username)?.profile_image_url ?? null;
}
