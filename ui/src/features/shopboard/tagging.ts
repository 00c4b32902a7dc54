/**
 * Tagging a post's products, pure so it is tested: at most five products on a post (the
 * picker refuses a sixth, and the server refuses more too), the picker opening with the post's
 * products and their chosen options, and the body that replaces the post's list.
 */
import type { SocialPost } from '../../generated/SocialPost';
import type { TagProductsBody } from '../../generated/TagProductsBody';
import type { Product } from '../../domain/links/types';

/** Most products on one post. */
export const TAG_LIMIT = 5;

/** The post's tagged products as the picker holds them: each with the options chosen for it. */
export function pickerProducts(post: SocialPost): Product[] {
  return post.products.map((product) => {
    const chosen = post.selected_options[product.inventory_id];
    return chosen && Object.keys(chosen).length > 0 ? { ...product, selected_options: { ...chosen } } : product;
  });
}

/** Whether a list may be saved on a post. */
export function withinTagLimit(count: number): boolean {
  return count >= 0 && count <= TAG_LIMIT;
}

/** The tagging call's body: the products in their order, and the options of those that have some. */
export function tagBody(products: readonly Product[]): TagProductsBody {
  const selected_options: Record<string, Record<string, string>> = {};
  for (const product of products) {
    if (product.selected_options && Object.keys(product.selected_options).length > 0) {
      selected_options[product.inventory_id] = { ...product.selected_options };
    }
  }
  return { product_ids: products.map((product) => product.inventory_id), selected_options };
}
