import { describe, expect, it } from 'vitest';
import type { OptionEntry } from '../../generated/OptionEntry';
import { renderWithStyles, textOf } from '../../lib/testRender';
import { OptionMapper } from './components/OptionMapper';
import { ThemePreview } from './components/ThemePreview';
import { draftOf } from './themeDraft';
import { testTheme } from '../../lib/testTheme';

describe('theme preview', () => {
  it('shows the sample amount and code in the draft’s styles, with the strip and the preorder text when on', () => {
    const look = draftOf(
      testTheme({
        checkout_button_shape: '25px',
        checkout_button_background_color: '#ff0066',
        is_shipping_and_sales_strip_shown: true,
        shipping_and_sales_strip_sentences: ['Free shipping over $50', ''],
        is_preorder_text_shown: true,
        preorder_text: 'Back in May',
        image_border_radius: '0px',
        cart_button_icon: 'cart3',
      }),
    );
    const { html, styles } = renderWithStyles(<ThemePreview look={look} storeName="Acme" logo={null} />);
    const text = textOf(html);
    expect(text).toContain('Checkout · $456');
    expect(text).toContain('Use code OFF15 at checkout');
    expect(text).toContain('Free shipping over $50');
    expect(text).toContain('Back in May');
    expect(text).toContain('Sold out');
    expect(text).toContain('Acme');
    expect(styles).toContain('border-radius:25px');
    expect(styles).toContain('background:#ff0066');
  });

  it('leaves the strip, the preorder text and the influencer out when they are off, and shows the logo when set', () => {
    const look = draftOf(testTheme({ is_influencer_display_shown: false, shipping_and_sales_strip_sentences: ['Hidden'], preorder_text: 'Hidden too' }));
    const { html } = renderWithStyles(<ThemePreview look={look} storeName="Acme" logo="https://cdn.example/logo.png" />);
    expect(html).not.toContain('data-preview-strip');
    expect(html).not.toContain('data-preview-preorder');
    expect(html).not.toContain('data-preview-influencer');
    expect(html).toMatch(/<img[^>]*src="https:\/\/cdn.example\/logo.png"[^>]*alt="Acme logo"/);
  });
});

describe('option mapper', () => {
  const values = Array.from({ length: 10 }, (_, i) => ({ value: `C${i}`, hex_value: i % 2 === 0 ? '#00000' + i : null, text_value: null }));
  const entry: OptionEntry = { type: 'COLOR', values };
  const render = () => renderWithStyles(<OptionMapper name="Colour" entry={entry} onType={() => {}} onValue={() => {}} />).html;

  it('shows the status and the first page of eight, unverified first', () => {
    const html = render();
    expect(textOf(html)).toContain('5 of 10 unverified');
    const shown = [...html.matchAll(/data-option-value="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(['C1', 'C3', 'C5', 'C7', 'C9', 'C0', 'C2', 'C4']);
    expect(textOf(html)).toContain('Page 1 of 2');
    expect(textOf(html)).toContain('See all');
  });

  it('uses native colour inputs and disables the text input for colour options', () => {
    const html = render();
    expect(html.match(/type="color"/g)).toHaveLength(8);
    expect(html).toMatch(/<input[^>]*type="text"[^>]*disabled=""/);
  });

  it('says all verified and offers text inputs only for a filled text option', () => {
    const text: OptionEntry = { type: 'TEXT', values: [{ value: 'S', hex_value: null, text_value: 'Small' }] };
    const html = renderWithStyles(<OptionMapper name="Size" entry={text} onType={() => {}} onValue={() => {}} />).html;
    expect(textOf(html)).toContain('All verified');
    expect(html).not.toContain('type="color"');
    expect(html).not.toContain('See all');
  });
});
