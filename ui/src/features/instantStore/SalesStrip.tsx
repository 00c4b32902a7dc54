/**
 * The theme's sales and discount strip across the top of an instant store page
 * (docs/appearance.md#instant-store): up to two sentences in the merchant's colours, shown only
 * when switched on.
 */
import styled from 'styled-components';
import type { Theme } from '../../generated/Theme';

interface Props {
  look: Theme;
}

export function SalesStrip({ look }: Props) {
  const sentences = look.shipping_and_sales_strip_sentences.filter((s) => s.trim() !== '');
  if (!look.is_shipping_and_sales_strip_shown || sentences.length === 0) return null;
  return (
    <Strip
      data-sales-strip
      $background={look.shipping_and_sales_strip_background_color}
      $color={look.shipping_and_sales_strip_font_color}
    >
      {sentences.map((sentence, index) => (
        <span key={index}>{sentence}</span>
      ))}
    </Strip>
  );
}

const Strip = styled.p<{ $background: string; $color: string }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;
