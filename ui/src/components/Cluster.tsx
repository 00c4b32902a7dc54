/**
 * A horizontal line of items with a theme gap: avatar and name, a plan and its button, a footer's
 * links and action. Several features laid out the same flex row by hand; this keeps the spacing
 * on the theme scale in one place. Render another element with `as` (e.g. `as="footer"`).
 */
import styled, { type DefaultTheme } from 'styled-components';

interface Props {
  $gap: keyof DefaultTheme['space'];
  /** Centre the items vertically (left to the browser's default when not set). */
  $centered?: boolean;
  /** Push the first and last items to the two ends of the line. */
  $spread?: boolean;
  /** Let items flow onto the next line on narrow screens. */
  $wrap?: boolean;
}

export const Cluster = styled.div<Props>`
  display: flex;
  ${({ $centered }) => ($centered ? 'align-items: center;' : '')}
  ${({ $spread }) => ($spread ? 'justify-content: space-between;' : '')}
  ${({ $wrap }) => ($wrap ? 'flex-wrap: wrap;' : '')}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
