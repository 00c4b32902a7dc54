/**
 * A list page's top bar (docs/links.md#lists): the heading, the search box and the create button.
 * Used by the links, shorts and multilinks pages. On a phone the heading and the create button
 * share the first row and the search takes the whole second row (docs/dashboard.md#layout).
 */
import styled from 'styled-components';
import { media } from '../theme/theme';
import { visuallyHidden } from '../theme/mixins';
import { Button } from './Button';
import { Icon } from './Icon';

interface Props {
  title: string;
  searchLabel: string;
  searchPlaceholder: string;
  query: string;
  onQueryChange: (q: string) => void;
  createLabel: string;
  /** Null hides the create button. */
  onCreate: (() => void) | null;
  /** Marks the create button for tests: `data-create-{createMarker}`. */
  createMarker: string;
}

export function ListTopBar(props: Props) {
  const { title, searchLabel, searchPlaceholder, query, onQueryChange, createLabel, onCreate, createMarker } = props;
  return (
    <Bar>
      <Heading>{title}</Heading>
      <SearchLabel>
        <Hidden>{searchLabel}</Hidden>
        <Search
          type="search"
          name="q"
          autoComplete="off"
          placeholder={searchPlaceholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </SearchLabel>
      {onCreate && (
        <Button onClick={onCreate} {...{ [`data-create-${createMarker}`]: '' }}>
          <Icon name="plus" />
          {createLabel}
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

const Heading = styled.h1`
  margin: 0;
  flex: 1 1 auto;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const SearchLabel = styled.label`
  flex: 0 1 320px;

  ${media.mobile} {
    flex-basis: 100%;
    order: 1;
  }
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
