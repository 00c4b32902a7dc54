/** One preference list on its tab: what it holds, how many are chosen, and Choose (with a loader while the chosen ones are read back). */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';

interface Props {
  label: string;
  /** The list's full name ("Products to promote"), for Choose and the picker. */
  listName: string;
  count: number;
  opening: boolean;
  onChoose: () => void;
  error?: string;
  /** `data-preference-row`, e.g. "promote-products". */
  marker: string;
}

export function PreferenceRow({ label, listName, count, opening, onChoose, error, marker }: Props) {
  const t = useT();
  return (
    <Row data-preference-row={marker}>
      <Names>
        <strong>{label}</strong>
        <Count data-preference-count={count}>{t('settings.preferences.count', { count })}</Count>
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Names>
      <Button
        variant="secondary"
        size="sm"
        onClick={onChoose}
        disabled={opening}
        aria-busy={opening}
        aria-label={t('settings.preferences.chooseList', { list: listName })}
      >
        {opening && <Spinner label={t('common.loading')} size={14} />}
        {t('settings.preferences.choose')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
