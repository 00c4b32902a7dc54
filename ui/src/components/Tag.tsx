/** A small coloured pill: link type tags, order status tags. */
import styled from 'styled-components';

export type TagTone = 'green' | 'orange' | 'yellow' | 'brand' | 'neutral';

/** Tints per tone; the status tones follow the spec's traffic-light meaning (spec 2 §4). */
const TONES: Readonly<Record<TagTone, { fg: string; bg: string }>> = {
  green: { fg: '#17683f', bg: '#e2f5ea' },
  orange: { fg: '#8a4b00', bg: '#ffe7cc' },
  yellow: { fg: '#6b5400', bg: '#fff5c2' },
  brand: { fg: '#5b3df5', bg: '#efebff' },
  neutral: { fg: '#615e75', bg: '#f1f0f7' },
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
  background: ${({ $tone }) => TONES[$tone].bg};
  color: ${({ $tone }) => TONES[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;
