/**
 * The theme's sales and discount strip across the top of an instant store page
 * (docs/appearance.md#instant-store): up to two sentences in the merchant's colours, shown only
 * when switched on.
 */
import { SalesStripBar } from '../../components/InstantStoreParts';
import type { Theme } from '../../generated/Theme';

interface Props {
  look: Theme;
}

export function SalesStrip({ look }: Props) {
  const sentences = look.shipping_and_sales_strip_sentences.filter((s) => s.trim() !== '');
  if (!look.is_shipping_and_sales_strip_shown || sentences.length === 0) return null;
  return (
    <SalesStripBar
      data-sales-strip
      $background={look.shipping_and_sales_strip_background_color}
      $color={look.shipping_and_sales_strip_font_color}
    >
      {sentences.map((sentence, index) => (
        <span key={index}>{sentence}</span>
      ))}
    </SalesStripBar>
  );
}
