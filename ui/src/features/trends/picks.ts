/**
 * Which product the complementary section starts from, and the product it shows once one is
 * chosen from the catalog. The product brief: a random pick among the first 3 top products, so a
 * merchant who comes back sees another of their best sellers' companions.
 */
import type { TrendProduct } from '../../generated/TrendProduct';
import type { Product } from '../../domain/links/types';

/** How many of the top products the first pick is made among. */
export const FIRST_PICK_AMONG = 3;

/** The product the complementary products are for: what its header shows. */
export type ChosenProduct = Pick<TrendProduct, 'id' | 'title' | 'image_url'>;

/** A random one of the first 3 of `top` (fewer when there are fewer); null when there is none. */
export function firstPick<T>(top: readonly T[], random: () => number = Math.random): T | null {
  const among = Math.min(FIRST_PICK_AMONG, top.length);
  if (among === 0) return null;
  return top[Math.min(among - 1, Math.floor(random() * among))] ?? null;
}

/** A product chosen in the picker, as the section shows it. */
export function chosenFromCatalog(product: Product): ChosenProduct {
  return { id: product.inventory_id, title: product.title, image_url: product.image?.src ?? null };
}
