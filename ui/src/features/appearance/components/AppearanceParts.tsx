/**
 * Pieces the Appearance page and its product options share: the muted sentence under a heading,
 * and what a part that failed to load says (its message and Retry, as an alert).
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useT } from '../../../i18n/useT';

/** The sentence under a heading (or alone, for an empty list). */
export const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A part that did not load: why, and a button that asks again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Failed role="alert">
      {message}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('appearance.retry')}
      </Button>
    </Failed>
  );
}

const Failed = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
