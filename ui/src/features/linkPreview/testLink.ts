/** A look fixture for the link preview tests. */
import type { LinkOut } from '../../lib/links/types';

export const LOOK: LinkOut = {
  link_id: 'aB3dE5fG',
  link_type: 'LOOK',
  url_type: 'LOOK',
  description: 'Summer picks',
  images: [{ id: 'i1', src: 'https://cdn.example/summer.png' }],
  link_default_image: null,
  promocode: { code: 'SUMMER10' },
  products: [
    {
      inventory_id: 'gid://shopify/Product/1',
      title: 'Linen shirt',
      handle: 'linen-shirt',
      image: { src: 'https://cdn.example/shirt.png' },
      url: 'https://shop.example.com/products/linen-shirt',
      price: '19.00',
      product_status: 'active',
      total_quantity: 4,
      options: [],
      variant_availability_ratio: 1,
    },
  ],
  collections: [],
  selected_options: {},
  shopping_redirect_url: null,
  influencer_username: null,
  influencer_image: null,
  utm_params: null,
  link_analytics: { currency: 'USD', visits: 10, checkouts: 2, revenue: '39.00', requested_checkouts: 3 },
  public_url: 'https://go.example/acme/aB3dE5fG',
  is_active: true,
  created_at: '2026-11-22T10:00:00Z',
};
