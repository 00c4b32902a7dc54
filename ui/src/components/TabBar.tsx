/**
 * A row of tabs over one panel (the influencer preview, the analytics page): buttons with the tab
 * roles, the selected one underlined in the brand colour. `tabPanelProps` gives the panel the
 * matching ids, so each tab names its panel and the panel its tab.
 */
import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function TabBar<T extends string>({ label, idPrefix, tabs, selected, onSelect }: Props<T>) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <TabButton
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          $active={tab.id === selected}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </TabButton>
      ))}
    </List>
  );
}

/** The attributes of the panel showing tab `id`. */
export const tabPanelProps = (idPrefix: string, id: string) => ({
  role: 'tabpanel',
  id: `${idPrefix}-panel-${id}`,
  'aria-labelledby': `${idPrefix}-tab-${id}`,
});

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}
`;
