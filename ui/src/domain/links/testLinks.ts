/** Fixtures for the links, link preview and multilinks unit tests: products, collections and a link. */
import type { LinkCollectionOut } from '../../generated/LinkCollectionOut';
import type { LinkOut } from '../../generated/LinkOut';
import type { LinkProductOut } from '../../generated/LinkProductOut';

/** A product as a link carries it (no options chosen); a picker's product too. */
export function testProduct(id: string, overrides: Partial<LinkProductOut> = {}): LinkProductOut {
  return {
    inventory_id: `gid://shopify/Product/${id}`,
    title: `Product ${id}`,
    handle: `product-${id}`,
    image: { src: `https://cdn.example/${id}.png` },
    url: `https://shop.myshopify.com/products/product-${id}`,
    price: '19.00',
    product_status: 'active',
    total_quantity: 5,
    options: [],
    tags: [],
    variant_availability_ratio: 1,
    selected_options: {},
    ...overrides,
  };
}

export function testCollection(id: string, overrides: Partial<LinkCollectionOut> = {}): LinkCollectionOut {
  return {
    collection_id: `gid://shopify/Collection/${id}`,
    title: `Collection ${id}`,
    image: null,
    products_count: 3,
    description: '',
    handle: `c-${id}`,
    url: `https://shop.myshopify.com/collections/c-${id}`,
    ...overrides,
  };
}

export function testLink(overrides: Partial<LinkOut> = {}): LinkOut {
  return {
    link_id: 'aB3dE5fG',
    link_type: 'LOOK',
    url_type: 'LOOK',
    description: 'Summer picks',
    images: [{ id: 'img1', src: 'https://cdn.example/look.png' }],
    link_default_image: null,
    promocode: { code: 'SUMMER10' },
    products: [testProduct('1')],
    collections: [],
    selected_options: {},
    shopping_redirect_url: null,
    influencer_username: 'anna',
    influencer_image: null,
    utm_params: null,
    link_analytics: { currency: 'USD', visits: 10, views: 10, checkouts: 2, revenue: '39.00', requested_checkouts: 3, total_tax: '3.90' },
    public_url: 'https://shoplinks.example/acme/aB3dE5fG',
    is_active: true,
    created_at: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}
