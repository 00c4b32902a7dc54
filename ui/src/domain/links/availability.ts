/**
 * What a shopper following a link would hit with its products (docs/links.md#availability-warnings):
 * a product the store has not published is left out of a look's page, and a short to it leads to
 * the store's page for it, which the store does not show; a sold-out one cannot be bought. The
 * editors and the preview warn about both but never refuse a save: the merchant may publish or
 * restock before sharing the link, and the catalog only knows what the last sync or webhook told it.
 *
 * The fields are the catalog's (server/src/features/catalog/search.rs). `product_status` is the
 * store's status in lower case. `total_quantity` is the store's `totalInventory`; the catalog keeps
 * no tracking flag, so a product whose stock the store does not track can read 0 as well. A look's
 * page does not sell it either (it sells variants with stock above 0); a short's store page may,
 * one more reason to warn and not to refuse. `variant_availability_ratio` is the share of variants
 * with stock above 0. A product is called sold out only when both say nothing is in stock, so one
 * with a variant in stock and others oversold (a total at or under 0) is not, while its page still
 * sells that variant.
 */
import type { ProductOut } from '../../generated/ProductOut';
import type { LinkType } from './types';

/**
 * Lines a warning shows before "and N more", the look's "nothing can be bought" line included:
 * it sits under the products in the editor, so it stays short.
 */
export const WARNING_LINES_MAX = 3;

/** The catalog fields the check reads: a picker's product, an editor's and a saved link's all have them. */
export type StockedProduct = Pick<
  ProductOut,
  'inventory_id' | 'title' | 'product_status' | 'total_quantity' | 'variant_availability_ratio'
>;

/** Why a shopper cannot buy a product. */
export type Unavailability = 'unpublished' | 'soldOut';

/** One product line of a warning. */
export interface UnavailableProduct {
  id: string;
  title: string;
  problem: Unavailability;
}

export interface AvailabilityWarning {
  /** A look none of whose products can be bought: its page sells nothing. */
  noneBuyable: boolean;
  /** The products to name, in the link's order: with `noneBuyable`'s line, at most `WARNING_LINES_MAX`. */
  products: UnavailableProduct[];
  /** Unavailable products left unnamed ("and N more"). */
  more: number;
}

/** Why `product` cannot be bought, or null when it can. */
export function unavailability(product: StockedProduct): Unavailability | null {
  // Lower-cased again so the store's own spelling (`ACTIVE`) reads the same.
  if (product.product_status.toLowerCase() !== 'active') return 'unpublished';
  if (product.total_quantity <= 0 && product.variant_availability_ratio <= 0) return 'soldOut';
  return null;
}

/** The warning for a link of `kind` holding `products` (in the link's order), or null when all can be bought. */
export function availabilityWarning(products: readonly StockedProduct[], kind: LinkType): AvailabilityWarning | null {
  const unavailable = products.flatMap((p) => {
    const problem = unavailability(p);
    return problem ? [{ id: p.inventory_id, title: p.title, problem }] : [];
  });
  if (unavailable.length === 0) return null;
  // A short has one product, whose own line already says nothing can be bought.
  const noneBuyable = kind === 'LOOK' && unavailable.length === products.length;
  const shown = unavailable.slice(0, WARNING_LINES_MAX - (noneBuyable ? 1 : 0));
  return { noneBuyable, products: shown, more: unavailable.length - shown.length };
}
