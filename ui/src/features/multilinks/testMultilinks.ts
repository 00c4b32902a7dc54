/** Fixtures for the multilinks tests: a product, a collection, a saved multilink and its experiences' figures. */
import type { ExperienceFigures } from '../../generated/ExperienceFigures';
import { testCollection, testLink, testProduct } from '../../domain/links/testLinks';
import type { LinkOptionOut } from '../../generated/LinkOptionOut';
import type { MultilinkOut } from '../../generated/MultilinkOut';

export const PRODUCT = testProduct('1', {
  title: 'Linen shirt',
  handle: 'linen-shirt',
  image: { src: 'https://cdn.example/shirt.png' },
  url: 'https://shop.example.com/products/linen-shirt',
  total_quantity: 4,
});

export const COLLECTION = testCollection('7', {
  title: 'Summer',
  products_count: 12,
  url: 'https://shop.example.com/collections/summer',
});

const LINK = testLink({
  link_id: 'lookA',
  description: 'Look A',
  images: [{ id: 'img1', src: 'https://cdn.example/a.png' }],
  promocode: null,
  products: [PRODUCT],
  selected_options: { [PRODUCT.inventory_id]: { Size: 'M' } },
  influencer_username: null,
  link_analytics: { currency: 'USD', visits: 10, views: 10, checkouts: 2, revenue: '38.00', requested_checkouts: 3, total_tax: '3.80' },
  public_url: 'https://go.example/shop/lookA',
  created_at: '2026-11-01T10:00:00Z',
});

const option = (over: Partial<LinkOptionOut['link_data']>, linkId: string, value: number): LinkOptionOut => ({
  link_id: linkId,
  value,
  device_option: 'ALL',
  link_data: { ...LINK, link_id: linkId, ...over },
});

export const MULTILINK: MultilinkOut = {
  multilink_id: 'multi1',
  title: 'Spring test',
  splitter_type: 'PERCENTAGE',
  promocode: { code: 'SPRING' },
  utm_params: { utm_source: 'ig', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
  currency: 'USD',
  created_at: '2026-11-01T10:00:00Z',
  public_url: 'https://go.example/shop/multi1',
  is_active: true,
  analytics: { currency: 'USD', visits: 30, views: 30, checkouts: 3, revenue: '57.00', requested_checkouts: 4, total_tax: '5.70' },
  links_options: [
    option({}, 'lookA', 60),
    option(
      {
        link_type: 'SHORT',
        url_type: 'CUSTOM',
        description: 'Custom B',
        products: [],
        images: [],
        selected_options: {},
        shopping_redirect_url: 'https://shop.example.com/pages/sale',
        link_analytics: { ...LINK.link_analytics, visits: 20, views: 20, checkouts: 1, revenue: '19.00', total_tax: '1.90' },
      },
      'shortB',
      40,
    ),
  ],
};

/** The server's figures of MULTILINK's experiences (`GET /admin/v1/links/multi1/analytics`). */
export const EXPERIENCE_FIGURES: ExperienceFigures[] = [
  { link_id: 'lookA', visits: 10, views: 10, checkouts: 2, revenue: '38.00', total_tax: '3.80', cr: 20, cart_average: '19.00' },
  { link_id: 'shortB', visits: 20, views: 20, checkouts: 1, revenue: '19.00', total_tax: '1.90', cr: 5, cart_average: '19.00' },
];
