/**
 * A product's availability tag: the share of its variants in stock as a percentage, green from
 * 75 %, amber from 50 %, red below (docs/links.md#pickers). The picker's tiles and the trends
 * page's product cards show the same tag. `data-availability` names the band, for tests.
 */
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { availabilityTone, type AvailabilityTone } from './pickers/pickerSelection';

interface Props {
  /** Variants in stock ÷ variants, 0–1. */
  ratio: number;
}

export function AvailabilityTag({ ratio }: Props) {
  const t = useT();
  const tone = availabilityTone(ratio);
  return (
    <Tag $tone={tone} data-availability={tone}>
      {t('picker.availability', { percent: Math.round(ratio * 100) })}
    </Tag>
  );
}

/** Availability tone → theme colours (text, background). */
const TONE_COLOURS = {
  good: ['success', 'successSoft'],
  fair: ['warning', 'warningSoft'],
  poor: ['danger', 'dangerSoft'],
} as const satisfies Record<AvailabilityTone, readonly [string, string]>;

const Tag = styled.span<{ $tone: AvailabilityTone }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[TONE_COLOURS[$tone][0]]};
  background: ${({ theme, $tone }) => theme.colors[TONE_COLOURS[$tone][1]]};
`;
