/** A theme for unit tests: the server's initial theme (docs/appearance.md#initial-values), and overrides. */
import type { Theme } from '../generated/Theme';

export function testTheme(overrides: Partial<Theme> = {}): Theme {
  return {
    checkout_button_shape: '10px',
    checkout_button_background_color: '#000000',
    checkout_button_font_color: '#ffffff',
    checkout_button_border_color: '#000000',
    promo_code_display_border_radius: '25px',
    promo_code_display_background_color: '#ffffff',
    promo_code_display_font_color: '#1d1b29',
    promo_code_display_border_color: '#c9c8d3',
    promo_code_display_shadow_shown: false,
    is_influencer_display_shown: true,
    cart_button_icon: 'cart1',
    is_discount_strip_shown: false,
    discount_background_color: '#1d1b29',
    discount_font_color: '#ffffff',
    is_shipping_and_sales_strip_shown: false,
    shipping_and_sales_strip_background_color: '#1d1b29',
    shipping_and_sales_strip_font_color: '#ffffff',
    shipping_and_sales_strip_sentences: [],
    image_border_radius: '6px',
    is_preorder_text_shown: false,
    preorder_text: '',
    ...overrides,
  };
}
