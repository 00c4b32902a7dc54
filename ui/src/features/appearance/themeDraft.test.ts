import { describe, expect, it } from 'vitest';
import { draftOf, shownSentences, themeChanged, themeForSave, themeTooLong } from './themeDraft';
import { testTheme } from '../../lib/testTheme';

describe('theme dirty check', () => {
  const saved = draftOf(testTheme());

  it('is clean for the saved theme, whatever the sentence slots or colour case', () => {
    expect(themeChanged(saved, testTheme())).toBe(false);
    expect(themeChanged(draftOf(testTheme({ checkout_button_background_color: '#ABCDEF' })), testTheme({ checkout_button_background_color: '#abcdef' }))).toBe(false);
  });

  it('sees a change in any style field', () => {
    expect(themeChanged({ ...saved, checkout_button_shape: '25px' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, promo_code_display_font_color: '#123456' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, promo_code_display_shadow_shown: true }, saved)).toBe(true);
    expect(themeChanged({ ...saved, is_influencer_display_shown: false }, saved)).toBe(true);
    expect(themeChanged({ ...saved, cart_button_icon: 'cart3' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, image_border_radius: '0px' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, shipping_and_sales_strip_font_color: '#ff0000' }, saved)).toBe(true);
  });

  it('compares the sentences and the preorder text while their switches are unchanged', () => {
    expect(themeChanged({ ...saved, shipping_and_sales_strip_sentences: ['Free shipping', ''] }, saved)).toBe(true);
    expect(themeChanged({ ...saved, shipping_and_sales_strip_sentences: ['', 'Second'] }, saved)).toBe(true);
    expect(themeChanged({ ...saved, preorder_text: 'Ships in May' }, saved)).toBe(true);
  });

  it('counts a changed switch as a change by itself', () => {
    const strip = draftOf(testTheme({ is_shipping_and_sales_strip_shown: true, shipping_and_sales_strip_sentences: ['A'] }));
    expect(themeChanged({ ...strip, is_shipping_and_sales_strip_shown: false }, strip)).toBe(true);
    const preorder = draftOf(testTheme({ is_preorder_text_shown: true, preorder_text: 'Soon' }));
    expect(themeChanged({ ...preorder, is_preorder_text_shown: false }, preorder)).toBe(true);
  });

  it('ignores the strip’s older names, which Save writes from the strip', () => {
    expect(themeChanged({ ...saved, is_discount_strip_shown: true, discount_font_color: '#000000' }, saved)).toBe(false);
  });
});

describe('what Save sends', () => {
  it('turns the strip off when both sentences are empty', () => {
    const sent = themeForSave(draftOf(testTheme({ is_shipping_and_sales_strip_shown: true, shipping_and_sales_strip_sentences: ['  ', ''] })));
    expect(sent.is_shipping_and_sales_strip_shown).toBe(false);
    expect(sent.is_discount_strip_shown).toBe(false);
  });

  it('keeps the strip on with one sentence, sending both slots', () => {
    const sent = themeForSave(draftOf(testTheme({ is_shipping_and_sales_strip_shown: true, shipping_and_sales_strip_sentences: ['', 'Free returns'] })));
    expect(sent.is_shipping_and_sales_strip_shown).toBe(true);
    expect(sent.shipping_and_sales_strip_sentences).toEqual(['', 'Free returns']);
  });

  it('leaves a switched-off strip off and writes the older names from the strip', () => {
    const draft = draftOf(
      testTheme({ shipping_and_sales_strip_sentences: ['A', 'B'], shipping_and_sales_strip_background_color: '#112233', shipping_and_sales_strip_font_color: '#445566' }),
    );
    const sent = themeForSave(draft);
    expect(sent.is_shipping_and_sales_strip_shown).toBe(false);
    expect(sent.discount_background_color).toBe('#112233');
    expect(sent.discount_font_color).toBe('#445566');
  });

  it('shows only the sentences with text and flags texts that are too long', () => {
    expect(shownSentences(testTheme({ shipping_and_sales_strip_sentences: ['', 'Two'] }))).toEqual(['Two']);
    expect(themeTooLong(draftOf(testTheme({ shipping_and_sales_strip_sentences: ['x'.repeat(50)] })))).toBe(false);
    expect(themeTooLong(draftOf(testTheme({ shipping_and_sales_strip_sentences: ['x'.repeat(51)] })))).toBe(true);
    expect(themeTooLong(draftOf(testTheme({ preorder_text: '😀'.repeat(100) })))).toBe(false);
    expect(themeTooLong(draftOf(testTheme({ preorder_text: 'x'.repeat(101) })))).toBe(true);
  });
});
