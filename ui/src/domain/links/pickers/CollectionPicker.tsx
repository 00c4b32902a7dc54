/**
 * The add-collections dialog (docs/links.md#pickers): tiles with picture, title and product count
 * from collection search, the same search, selection limits and paging as the product picker.
 * Shared with multilinks and the Settings page's AI preferences.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { searchCollections } from '../api/catalog';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { usePagedList } from '../../../hooks/usePagedList';
import type { Collection } from '../types';
import { PickerFrame } from './PickerFrame';
import { Tile, TilePicture, TileTitle, TileToggle } from './tileParts';
import { useSelection } from './useSelection';

/** Collections per page; the product picker's page size, so both pickers page alike. */
const COLLECTION_PAGE = 50;

interface Props {
  initialSelected: readonly Collection[];
  min: number;
  max: number;
  onDone: (collections: Collection[]) => void;
  onCancel: () => void;
  /** Dialog title; "Add collections" by default. */
  title?: string;
}

const collectionId = (collection: Collection) => collection.collection_id;

export function CollectionPicker({ initialSelected, min, max, onDone, onCancel, title }: Props) {
  const t = useT();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const selection = useSelection(initialSelected, max, collectionId);
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await searchCollections(q, skip, COLLECTION_PAGE, signal);
      return { items: page.collections, next: page.nextSkip };
    },
    [q],
  );
  const list = usePagedList<Collection, number>(q, 0, fetchPage, collectionId);

  return (
    <PickerFrame
      title={title ?? t('picker.collections.title')}
      query={query}
      onQueryChange={setQuery}
      list={list}
      selection={selection}
      min={min}
      max={max}
      itemsLabel={t('picker.items.collections')}
      onCancel={onCancel}
      onDone={onDone}
    >
      {(nearEndRef) =>
        list.items.map((collection, index) => {
          const selected = selection.isSelected(collection.collection_id);
          return (
            <Tile
              key={collection.collection_id}
              ref={nearEndRef(index)}
              $selected={selected}
              data-collection-tile={collection.collection_id}
            >
              <TileToggle
                type="button"
                aria-pressed={selected}
                aria-label={t('picker.select', { title: collection.title })}
                onClick={() => selection.toggle(collection)}
              >
                <TilePicture src={collection.image?.src} />
                <TileTitle>{collection.title}</TileTitle>
                <Count>{t('picker.productsCount', { count: collection.products_count })}</Count>
              </TileToggle>
            </Tile>
          );
        })
      }
    </PickerFrame>
  );
}

const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
