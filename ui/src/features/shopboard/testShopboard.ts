/** Shopboard fixtures for unit tests: a network's status, the whole status and a post. */
import type { ProductOut } from '../../generated/ProductOut';
import type { ShopboardStatus } from '../../generated/ShopboardStatus';
import type { SocialMediaStatus } from '../../generated/SocialMediaStatus';
import type { SocialPost } from '../../generated/SocialPost';

export function testStatus(overrides: Partial<SocialMediaStatus> = {}): SocialMediaStatus {
  return { connected: false, number_of_posts: null, username: null, sync_error: null, available: true, ...overrides };
}

export function testBoard(overrides: Partial<ShopboardStatus['social_medias']> = {}): ShopboardStatus {
  return {
    social_medias: { Instagram: testStatus(), Tiktok: testStatus(), Pinterest: testStatus(), ...overrides },
    shopboard_url: null,
  };
}

export function testProduct(id: string, overrides: Partial<ProductOut> = {}): ProductOut {
  return {
    inventory_id: `gid://shopify/Product/${id}`,
    title: `Product ${id}`,
    handle: `product-${id}`,
    image: { src: `https://cdn.example/p${id}.png` },
    product_status: 'active',
    total_quantity: 10,
    options: [{ name: 'Color', values: ['Red', 'Blue'] }],
    url: `https://shop.example/products/product-${id}`,
    price: '10.00',
    tags: [],
    variant_availability_ratio: 1,
    ...overrides,
  };
}

export function testPost(overrides: Partial<SocialPost> = {}): SocialPost {
  return {
    post_id: 'post-1',
    image_url: 'https://shoplinks.example/sandbox-social/instagram/media/post-1.png',
    caption: 'Summer looks by the sea',
    permalink: 'https://instagram.example/p/post-1',
    media_type: 'IMAGE',
    posted_at: '2026-11-20T10:00:00+00:00',
    visible: true,
    products: [],
    auto_tagged_products: [],
    selected_options: {},
    tagged_by: null,
    public_url: null,
    ...overrides,
  };
}
