import { describe, expect, it } from 'vitest';
import type { InstantStoreData } from '../../generated/InstantStoreData';
import type { PageProps } from '../../generated/PageProps';
import type { Theme } from '../../generated/Theme';
import { testTheme } from '../../lib/testTheme';
import { renderWithStyles } from '../../lib/testRender';
import { TEST_CONFIG } from '../../lib/testUsers';
import { InstantStorePage } from './InstantStorePage';

/** The server's initial theme (`appearance::theme::Theme::default`). */
const initialTheme = testTheme;

const data = (theme: Theme, cart: InstantStoreData['cart'] = null): InstantStoreData => ({
  storeName: 'Acme Apparel',
  title: 'Weekend edit',
  images: [],
  promocode: 'WELCOME10',
  influencer: { username: 'maya', image: null },
  currency: 'USD',
  cartAction: '/shop/abc/cart',
  checkoutAction: '/shop/abc/checkout',
  cartLineAction: '/shop/abc/cart/line',
  products: [
    {
      id: 'gid://shopify/Product/7',
      title: 'Tee',
      image: null,
      pictures: [],
      price: '1234.50',
      available: true,
      options: [{ name: 'Size', values: ['S', 'M'], selected: 'M', swatches: [], labels: ['Small', 'M'], pictures: [], soldOut: [] }],
      quantity: 2,
      variants: [
        { id: '71', options: ['S'], available: false, price: '1234.50' },
        { id: '72', options: ['M'], available: true, price: '1234.50' },
      ],
    },
    { id: 'gid://shopify/Product/8', title: 'Cap', image: null, pictures: [], price: '10.00', available: false, options: [], quantity: 1, variants: [] },
  ],
  theme,
  logo: null,
  shippingAndReturnsUrl: null,
  tracking: { facebookPixelId: null, googleAnalyticsId: null },
  cart,
  post: null,
});

function page(theme: Theme, cart: InstantStoreData['cart'] = null) {
  const props: PageProps = { page: 'instantStore', path: '/shop/abc', query: '', locale: 'en', user: null, config: TEST_CONFIG, data: data(theme, cart) };
  return renderWithStyles(<InstantStorePage props={props} />);
}

describe('instant store page', () => {
  it('renders the slots the server fills per visitor, exactly as public/page.rs looks for them', () => {
    const { html, styles } = page(initialTheme());
    expect(html).toContain('<span data-cart-count="slot">0</span>');
    expect(html).toContain('data-checkout="slot"');
    for (const notice of ['added', 'soldout', 'empty', 'updated', 'unavailable']) expect(html).toContain(`data-notice-slot="${notice}"`);
    expect(styles).toMatch(/\[data-notice-slot\]\{display:none;?\}/);
    expect(html).toContain('id="p-gidshopifyProduct7"');
    expect(html).toMatch(/<i data-cart-cut="start"><\/i><p[^>]*>Your cart is empty.<\/p><i data-cart-cut="end"><\/i>/);
    // The lines arrive later, rendered per cart: their rules must already be in an empty cart's page.
    expect(styles).toContain('grid-template-columns:1fr auto');
  });

  it('opens with the store name, formats money as the dashboard does and carries availability', () => {
    const { html } = page(initialTheme());
    expect(html).toMatch(/<h1[^>]*>Acme Apparel<\/h1>/);
    expect(html).toContain('$1,234.50');
    expect(html).toContain('data-variants="[[[&quot;S&quot;],0],[[&quot;M&quot;],1]]"');
    expect(html).toMatch(/<option value="M" data-label="M" selected="">M<\/option>/);
    expect(html).toContain('id="p-gidshopifyProduct7-quantity" type="number" min="1" max="100" name="quantity" value="2"');
  });

  it('renders a cart with lines, quantity and remove forms and the subtotal', () => {
    const { html } = page(initialTheme(), {
      lines: [{ variant: '72', title: 'Tee', options: ['M'], quantity: 2, price: '2469.00' }],
      subtotal: '2469.00',
    });
    expect(html).toContain('data-cart-line="72"');
    expect(html).toContain('action="/shop/abc/cart/line#cart"');
    expect(html).toContain('value="1" name="remove"');
    expect(html).toMatch(/data-cart-subtotal="">\$2,469.00</);
  });

  it('draws the theme: checkout colours, strip, promocode shadow, influencer and preorder text', () => {
    const plain = page(initialTheme());
    expect(plain.styles).toContain('background:#000000');
    expect(plain.html).not.toContain('data-sales-strip');
    expect(plain.html).toContain('Picked by maya');

    const themed = page(
      initialTheme({
        checkout_button_background_color: '#ff0066',
        is_shipping_and_sales_strip_shown: true,
        shipping_and_sales_strip_sentences: ['Free shipping over $50', ''],
        promo_code_display_shadow_shown: true,
        is_influencer_display_shown: false,
        is_preorder_text_shown: true,
        preorder_text: 'Back in two weeks',
      }),
    );
    expect(themed.styles).toContain('background:#ff0066');
    expect(themed.styles).toContain('box-shadow:0 0 10px rgba(0, 0, 0, 0.1)');
    expect(themed.html).toMatch(/data-sales-strip[^>]*><span>Free shipping over \$50<\/span><\/p>/);
    expect(themed.html).not.toContain('Picked by maya');
    expect(themed.html).toContain('Back in two weeks');
  });

  it('shows the logo, the shipping link, mapped texts and colour swatches from the settings', () => {
    const plain = page(initialTheme()).html;
    expect(plain).not.toContain('data-store-logo');
    expect(plain).not.toContain('data-shipping-link');
    expect(plain).toMatch(/<option value="S" data-label="Small">Small<\/option>/);

    const withSettings = data(initialTheme());
    withSettings.logo = '/uploads/b/logo.png';
    withSettings.shippingAndReturnsUrl = 'https://shop.example/policies/refund-policy';
    const [tee] = withSettings.products;
    if (!tee) throw new Error('the sample has a product');
    tee.options = [{ name: 'Color', values: ['Red', 'Sand'], selected: 'Red', swatches: ['#cc0000', null], labels: ['Red', 'Sand'], pictures: [], soldOut: [] }];
    const props: PageProps = { page: 'instantStore', path: '/shop/abc', query: '', locale: 'en', user: null, config: TEST_CONFIG, data: withSettings };
    const { html } = renderWithStyles(<InstantStorePage props={props} />);
    expect(html).toMatch(/<img[^>]*src="\/uploads\/b\/logo.png"[^>]*alt="Acme Apparel"|<img[^>]*alt="Acme Apparel"[^>]*src="\/uploads\/b\/logo.png"/);
    expect(html).toContain('href="https://shop.example/policies/refund-policy"');
    expect(html).toContain('<input type="radio" name="o.Color" checked="" value="Red"/>');
    expect(html).not.toContain('data-sold-out=""');
    expect(html).toContain('data-swatch="#cc0000"');
    expect(html).toMatch(/value="Sand"[^>]*\/><span[^>]*>Sand<\/span>/);
  });

  it('shows the picture of the chosen colour without JavaScript, and says which values are sold out', () => {
    const withColours = data(initialTheme());
    const [tee] = withColours.products;
    if (!tee) throw new Error('the sample has a product');
    tee.image = '/img/tee.png';
    tee.pictures = ['/img/pink.png', '/img/white.png'];
    tee.options = [
      { name: 'Color', values: ['Pink', 'White'], selected: 'Pink', swatches: ['#ff99cc', '#ffffff'], labels: ['Pink', 'White'], pictures: [0, 1], soldOut: [false, false] },
      { name: 'Size', values: ['S', 'XL'], selected: 'S', swatches: [], labels: ['S', 'XL'], pictures: [], soldOut: [false, true] },
    ];
    const props: PageProps = { page: 'instantStore', path: '/shop/abc', query: '', locale: 'en', user: null, config: TEST_CONFIG, data: withColours };
    const { html, styles } = renderWithStyles(<InstantStorePage props={props} />);
    // Each colour names its picture; the card's CSS shows the checked one's.
    expect(html).toMatch(/<input type="radio" data-pic-choice="1" name="o.Color" value="White"\/>/);
    expect(html).toMatch(/<img[^>]*src="\/img\/white.png"[^>]*data-pic="1"/);
    expect(html).toMatch(/<img[^>]*src="\/img\/tee.png"[^>]*data-pic-default=""/);
    expect(styles).toContain(':has([data-pic-choice="1"]:checked) img[data-pic="1"]{display:block;}');
    // XL is sold out in every colour: it says so and cannot be picked.
    expect(html).toMatch(/<option value="XL" disabled="" data-label="XL">XL \(sold out\)<\/option>/);
    expect(html).toContain('data-sold-out-word="(sold out)"');
    expect(html).not.toContain('<select id="p-gidshopifyProduct7-Color"');
  });

  it("heads a feed post's page with the post instead of the title", () => {
    const withPost = data(initialTheme());
    withPost.post = {
      image: '/uploads/b/post-1.jpg',
      width: 640,
      height: 800,
      network: 'Instagram',
      caption: 'Linen for the long evenings',
      feedUrl: '/shop/shopboard',
    };
    const props: PageProps = { page: 'instantStore', path: '/shop/abc', query: '', locale: 'en', user: null, config: TEST_CONFIG, data: withPost };
    const { html } = renderWithStyles(<InstantStorePage props={props} />);
    expect(html).toContain('data-post-hero');
    expect(html).toMatch(/<img[^>]*src="\/uploads\/b\/post-1.jpg"[^>]*width="640"[^>]*height="800"/);
    expect(html).toContain('href="/shop/shopboard"');
    expect(html).toContain('On Instagram');
    expect(html).toContain('Linen for the long evenings');
    expect(html).not.toContain('data-look-title');
  });
});
