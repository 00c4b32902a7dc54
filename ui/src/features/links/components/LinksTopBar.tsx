/** The list's top bar (spec 2 §2): the store name, the search box and the create button. */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { visuallyHidden } from '../../../theme/mixins';
import type { LinkType } from '../../../lib/links/types';

interface Props {
  kind: LinkType;
  storeName: string;
  query: string;
  onQueryChange: (q: string) => void;
  /** Null hides the create button. */
  onCreate: (() => void) | null;
}

export function LinksTopBar({ kind, storeName, query, onQueryChange, onCreate }: Props) {
  const t = useT();
  return (
    <Bar>
      <Store>{storeName}</Store>
      <SearchLabel>
        <Hidden>{t('links.search')}</Hidden>
        <Search
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t(`links.searchPlaceholder.${kind}`)}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </SearchLabel>
      {onCreate && (
        <Button onClick={onCreate} data-create-link="">
          <Icon name="plus" />
          {t(`links.create.${kind}`)}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Store = styled.h1`
  margin: 0;
  flex: 1 1 auto;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const SearchLabel = styled.label`
  flex: 0 1 320px;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Search = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
