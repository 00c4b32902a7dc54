/**
 * Styled pieces of an instant store page that the Appearance page's live preview draws too: the
 * sales and discount strip and the checkout button, in the theme's colours. The page
 * (features/instantStore) and the preview (features/appearance) both use these, so the preview
 * shows what shoppers see.
 */
import styled from 'styled-components';

/** The strip across the top of the page: its sentences side by side, wrapping on a phone. */
export const SalesStripBar = styled.p<{ $background: string; $color: string }>`
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

/** The cart bar's checkout button: the theme's corners and colours; grey while disabled. */
export const CheckoutButton = styled.button<{ $radius: string; $background: string; $color: string; $border: string }>`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ $border }) => $border};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:disabled {
    border-color: ${({ theme }) => theme.colors.disabled};
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.surface};
  }
`;
