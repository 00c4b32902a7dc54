/**
 * A vertical column of items with a theme gap (a page's sections, a dialog's blocks): the column
 * counterpart of Cluster. Render another element with `as`.
 */
import styled, { type DefaultTheme } from 'styled-components';

export const Stack = styled.div<{ $gap: keyof DefaultTheme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
