/**
 * The multi-select dropdown above the influencer insights table: a search that narrows its list,
 * Select All / Unselect All for the influencers listed, Clear back to everyone, and one checkbox
 * per influencer. The rows follow each change at once. Closed by Escape or a press outside.
 */
import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useDismiss } from '../../../hooks/useDismiss';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../theme/mixins';
import { EVERYONE, isSelected, matching, selectAll, selectedCount, toggle, unselectAll, type Selection } from '../influencerSelection';

interface Props {
  usernames: readonly string[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

export function InfluencerFilter({ usernames, selection, onChange }: Props) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  const listed = matching(usernames, search);
  const label =
    selection === EVERYONE
      ? t('analytics.filter.all')
      : t('analytics.filter.some', { count: selectedCount(selection, usernames), total: usernames.length });

  return (
    <Container ref={ref}>
      <Trigger type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)} data-influencer-filter="">
        <span>{label}</span>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="group" aria-label={t('analytics.filter.label')}>
          <Search
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('analytics.filter.search')}
            aria-label={t('analytics.filter.search')}
          />
          <Actions>
            <Button size="sm" variant="ghost" onClick={() => onChange(selectAll(selection, listed, usernames))}>
              {t('analytics.filter.selectAll')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange(unselectAll(selection, listed, usernames))}>
              {t('analytics.filter.unselectAll')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSearch('');
                onChange(EVERYONE);
              }}
            >
              {t('analytics.filter.clear')}
            </Button>
          </Actions>
          <Options>
            {listed.length === 0 ? (
              <Muted>{t('analytics.filter.noMatch')}</Muted>
            ) : (
              listed.map((username) => (
                <Option key={username}>
                  <input
                    type="checkbox"
                    checked={isSelected(selection, username)}
                    onChange={() => onChange(toggle(selection, username, usernames))}
                  />
                  <span>@{username}</span>
                </Option>
              ))
            )}
          </Options>
        </Menu>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
  align-self: flex-start;
  max-width: 100%;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  ${focusRing}
`;

/** Anchored at the trigger's start, which is the page's start edge, so it never runs off a phone. */
const Menu = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 320px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
`;

const Search = styled.input`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 260px;
  overflow-y: auto;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
