/**
 * Where a recent order came from, as home's rows show it (docs/home.md#recent-orders): the link
 * it came through, with its picture and its preview's address, or, for an influencer's code
 * alone, that influencer's picture.
 */
import type { RecentOrder } from '../../generated/RecentOrder';
import { previewPath } from '../../domain/links/contentRoute';
import { multilinkPreviewPath } from '../../domain/links/previewOrigin';
import { asLinkType } from '../../domain/links/types';

export type OrderLink = NonNullable<RecentOrder['link_details']>;

/** The link's preview: a multilink's own, else the look's or the short's. */
export function orderLinkPreviewPath(link: Pick<OrderLink, 'link_id' | 'link_type'>): string {
  return link.link_type === 'MULTILINK' ? multilinkPreviewPath(link.link_id) : previewPath(asLinkType(link.link_type), link.link_id);
}

/** The link's own first picture, else its first product's. */
export function orderLinkImage(link: Pick<OrderLink, 'images' | 'link_default_image'>): string | null {
  return link.images[0] ?? link.link_default_image;
}
