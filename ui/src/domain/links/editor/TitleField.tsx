/** The title input with its character counter (docs/links.md#limits); typing stops at the limit. */
import styled from 'styled-components';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { TITLE_MAX } from '../editorState';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function TitleField({ value, onChange }: Props) {
  const t = useT();
  return (
    <TextField
      label={t('edit.titleField')}
      name="title"
      placeholder={t('edit.titlePlaceholder')}
      maxLength={TITLE_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, TITLE_MAX))}
    >
      <Counter aria-live="polite" data-counter="">
        {t('edit.counter', { count: value.length, max: TITLE_MAX })}
      </Counter>
    </TextField>
  );
}

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
