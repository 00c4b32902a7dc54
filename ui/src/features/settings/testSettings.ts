/** Fixtures for the Settings page's tests: settings as the server answers them. */
import type { BusinessSettings } from '../../generated/BusinessSettings';

export function testSettings(overrides: Partial<BusinessSettings> = {}): BusinessSettings {
  return {
    shipping_and_return_url: null,
    facebook_pixel_id: null,
    google_analytics_id: null,
    auto_swap_enabled: false,
    product_search_sensitivity: 'OFF',
    utm_params: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    ...overrides,
  };
}
