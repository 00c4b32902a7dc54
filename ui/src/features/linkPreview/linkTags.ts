/**
 * The type tags a preview shows under the description (docs/links.md#previews):
 * Short for shorts, Instant Store for looks, and Promocode when one is attached. Shop the Feed
 * belongs to shopboard posts, which this preview never shows.
 */
import type { LinkOut } from '../../generated/LinkOut';

export type LinkTag = 'short' | 'promocode' | 'instantStore';

export function linkTags(link: Pick<LinkOut, 'link_type' | 'promocode'>): LinkTag[] {
  const tags: LinkTag[] = [link.link_type === 'SHORT' ? 'short' : 'instantStore'];
  if (link.promocode?.code) tags.push('promocode');
  return tags;
}

/** A short's content type is product if it has products, then collection, else custom (docs/links.md#previews). */
export type ShortContent = 'product' | 'collection' | 'custom';

export function shortContent(link: Pick<LinkOut, 'products' | 'collections'>): ShortContent {
  if (link.products.length > 0) return 'product';
  if (link.collections.length > 0) return 'collection';
  return 'custom';
}

/** The image a preview shows: the first image, else the first product's (server default). */
export function previewImage(link: Pick<LinkOut, 'images' | 'link_default_image' | 'collections'>): string | null {
  return link.images[0]?.src ?? link.link_default_image ?? link.collections[0]?.image?.src ?? null;
}
