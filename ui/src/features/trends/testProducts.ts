/** Trend products for unit tests. */
import type { TrendProduct } from '../../generated/TrendProduct';

export function testProduct(number: string, title: string, overrides: Partial<TrendProduct> = {}): TrendProduct {
  return {
    id: `gid://shopify/Product/${number}`,
    title,
    image_url: `https://img.example/${number}.png`,
    url: `https://shop.example/products/${title.toLowerCase()}`,
    variant_availability_ratio: 1,
    selling_score: 50,
    ...overrides,
  };
}
