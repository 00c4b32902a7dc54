/**
 * The live rule checklist under a new-password field (docs/accounts.md#passwords): each rule ticks
 * as soon as it holds. `data-met` lets tests and styles read the state without parsing text.
 */
import styled from 'styled-components';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { visuallyHidden } from '../../../theme/mixins';
import type { ChecklistItem, PasswordRule } from '../accountRules';

const LABELS: Readonly<Record<PasswordRule, MessageKey>> = {
  minLength: 'checklist.minLength',
  digit: 'checklist.digit',
  maxBytes: 'checklist.maxBytes',
  match: 'checklist.match',
};

interface Props {
  id: string;
  items: readonly ChecklistItem[];
}

export function PasswordChecklist({ id, items }: Props) {
  const t = useT();
  return (
    <List id={id} aria-label={t('checklist.label')}>
      {items.map((item) => (
        <Item key={item.rule} data-rule={item.rule} data-met={item.met ? 'true' : 'false'} $met={item.met}>
          <Mark aria-hidden="true" $met={item.met}>
            {item.met ? '✓' : '•'}
          </Mark>
          <span>{t(LABELS[item.rule])}</span>
          <Hidden>{item.met ? t('checklist.met') : t('checklist.notMet')}</Hidden>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const Mark = styled.span<{ $met: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xs};
  background: ${({ theme, $met }) => ($met ? theme.colors.successSoft : theme.colors.surfaceHover)};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
