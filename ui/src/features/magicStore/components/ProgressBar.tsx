/**
 * The progress dialog's bar: a sweep that says "working" without claiming a share done
 * (../progress.ts). With reduced motion it stands still, full width and pale.
 */
import styled from 'styled-components';
import { media } from '../../../theme/theme';
import { useProgressSweep } from '../hooks/useProgressSweep';
import { barSpan } from '../progress';

interface Props {
  /** The step under way, which the bar is the progress of. */
  label: string;
}

export function ProgressBar({ label }: Props) {
  const value = useProgressSweep();
  const { start, width } = barSpan(value);
  return (
    <Track role="progressbar" aria-label={label} aria-valuetext={label} data-progress-value={value}>
      <Fill style={{ insetInlineStart: `${start}%`, width: `${width}%` }} />
    </Track>
  );
}

const Track = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Fill = styled.div`
  position: absolute;
  inset-block: 0;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand};

  ${media.reducedMotion} {
    inset-inline-start: 0 !important;
    width: 100% !important;
    opacity: 0.4;
  }
`;
