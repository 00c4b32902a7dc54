/**
 * Posts on the shopboard, pure so they are tested: the tag badge of a post, the products whose
 * thumbnails its card shows, and the optimistic visibility switch (the card flips at once; the
 * server's answer replaces it, or the card flips back and the failure is reported).
 */
import type { ProductOut } from '../../generated/ProductOut';
import type { SocialPost } from '../../generated/SocialPost';
import type { MessageKey } from '../../i18n/catalogue';

/** Posts per page (the server's default page). */
export const POSTS_PAGE = 24;

export type TagState = 'manual' | 'ai' | 'untagged';

export function tagState(post: SocialPost): TagState {
  if (post.tagged_by === 'manual') return 'manual';
  if (post.tagged_by === 'ai') return 'ai';
  return 'untagged';
}

export const TAG_STATE_KEY: Readonly<Record<TagState, MessageKey>> = {
  manual: 'shopboard.post.tagged',
  ai: 'shopboard.post.aiTagged',
  untagged: 'shopboard.post.untagged',
};

/** The products on the card: the merchant's tags, else what AI tagging found for an AI-tagged post. */
export function shownProducts(post: SocialPost): ProductOut[] {
  if (post.products.length > 0) return post.products;
  return tagState(post) === 'ai' ? post.auto_tagged_products : [];
}

export const postId = (post: SocialPost) => post.post_id;

export interface VisibilityDeps {
  /** Puts a post on the card (the flipped one, the server's answer, or the original again). */
  show: (post: SocialPost) => void;
  /** Asks the server; answers the post as stored. */
  send: (visible: boolean) => Promise<SocialPost>;
  /** Hears a refusal or a failed request, after the card flipped back. */
  fail: (error: unknown) => void;
}

/**
 * Flips `post`'s visibility at once, then asks the server: its answer replaces the card, a
 * failure puts the original back and is reported. Answers whether the change was kept.
 */
export async function toggleVisibility(post: SocialPost, deps: VisibilityDeps): Promise<boolean> {
  const visible = !post.visible;
  deps.show({ ...post, visible });
  try {
    deps.show(await deps.send(visible));
    return true;
  } catch (error) {
    deps.show(post);
    deps.fail(error);
    return false;
  }
}
