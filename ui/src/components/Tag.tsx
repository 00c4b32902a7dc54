/** A small coloured pill: link type tags, order status tags. */
import styled, { type DefaultTheme } from 'styled-components';

export type TagTone = 'green' | 'orange' | 'yellow' | 'brand' | 'neutral';

/**
 * Text and fill per tone. The status tones follow a traffic-light meaning
 * (docs/analytics.md#recent-orders); the theme has no orange, so the refunded tone carries its own pair.
 */
const tone = (theme: DefaultTheme, name: TagTone): { fg: string; bg: string } => {
  switch (name) {
    case 'green':
      return { fg: theme.colors.success, bg: theme.colors.successSoft };
    case 'orange':
      return { fg: '#8a4b00', bg: '#ffe7cc' };
    case 'yellow':
      return { fg: theme.colors.warning, bg: theme.colors.warningSoft };
    case 'brand':
      return { fg: theme.colors.brand, bg: theme.colors.brandSoft };
    case 'neutral':
      return { fg: theme.colors.textMuted, bg: theme.colors.surfaceHover };
  }
};

interface Props {
  tone: TagTone;
  children: string;
}

export function Tag({ tone, children }: Props) {
  return <Pill $tone={tone}>{children}</Pill>;
}

const Pill = styled.span<{ $tone: TagTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => tone(theme, $tone).bg};
  color: ${({ theme, $tone }) => tone(theme, $tone).fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;
