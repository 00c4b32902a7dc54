/**
 * The add-products dialog (docs/links.md#pickers): search (400 ms debounce) with the
 * filter menu, 50 per page loaded near the end of the list (7 items ahead, 3 on mobile),
 * multi-select by id between `min` and `max` (a max of 1 replaces), the limit alert, and colour
 * choices that fetch the variant picture. Done hands back the chosen products, each carrying
 * its chosen options. Prices are written in the store's currency, as the public page writes them.
 * Shared with multilinks, the influencer add-link flow and the shopboard's tagging.
 */
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { catalogStillSyncing, fetchOptionImage, searchProducts } from '../api/catalog';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { usePagedList } from '../../../hooks/usePagedList';
import { useBusinessCurrency } from '../../../hooks/useBusinessCurrency';
import type { Product } from '../types';
import { PickerFilterMenu } from './PickerFilterMenu';
import { PickerFrame } from './PickerFrame';
import { ProductTile } from './ProductTile';
import { FILTER_DEBOUNCE_MS } from './pickerSelection';
import { useProductFilters } from './useProductFilters';
import { useSelection } from './useSelection';

interface Props {
  initialSelected: readonly Product[];
  min: number;
  max: number;
  onDone: (products: Product[]) => void;
  onCancel: () => void;
  /** Dialog title; "Add products" by default. */
  title?: string;
  /** The limit alert's own wording (the shopboard's tagging rule). */
  limitText?: string;
  /** The finishing button's label; "Done" by default. */
  doneLabel?: string;
}

const productId = (product: Product) => product.inventory_id;

export function ProductPicker({ initialSelected, min, max, onDone, onCancel, title, limitText, doneLabel }: Props) {
  const t = useT();
  const currency = useBusinessCurrency();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useProductFilters();
  const settledFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const selection = useSelection(initialSelected, max, productId);
  const [images, setImages] = useState<Record<string, string | null>>({});
  const [chosen, setChosen] = useState<Record<string, Record<string, string>>>(() =>
    Object.fromEntries(initialSelected.map((p) => [p.inventory_id, p.selected_options ?? {}])),
  );

  const fetchPage = useCallback(
    async (cursor: string, signal: AbortSignal) => {
      const page = await searchProducts(q, settledFilters, cursor || null, signal);
      return { items: page.products, next: page.next };
    },
    [q, settledFilters],
  );
  const list = usePagedList<Product, string>(`${q}|${JSON.stringify(settledFilters)}`, '', fetchPage, productId);

  const withChoice = (product: Product): Product => {
    const options = chosen[product.inventory_id];
    return options && Object.keys(options).length > 0 ? { ...product, selected_options: options } : product;
  };

  const chooseColour = async (product: Product, option: string, value: string) => {
    const options = { ...(chosen[product.inventory_id] ?? {}), [option]: value };
    setChosen((all) => ({ ...all, [product.inventory_id]: options }));
    if (selection.isSelected(product.inventory_id)) selection.update({ ...product, selected_options: options });
    try {
      const src = await fetchOptionImage(product.inventory_id, options);
      setImages((all) => ({ ...all, [product.inventory_id]: src }));
    } catch {
      // Keep the product's own picture.
    }
  };

  const empty = !list.loading && !list.failed && list.items.length === 0;
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    if (!empty) return;
    const controller = new AbortController();
    void catalogStillSyncing(controller.signal).then((value) => !controller.signal.aborted && setSyncing(value));
    return () => controller.abort();
  }, [empty]);

  return (
    <PickerFrame
      title={title ?? t('picker.products.title')}
      query={query}
      onQueryChange={setQuery}
      filters={<PickerFilterMenu filters={filters} onChange={setFilters} />}
      list={list}
      selection={selection}
      min={min}
      max={max}
      itemsLabel={t('picker.items.products')}
      noResultsText={syncing ? t('picker.syncing') : undefined}
      limitText={limitText}
      doneLabel={doneLabel}
      onCancel={onCancel}
      onDone={onDone}
    >
      {(nearEndRef) =>
        list.items.map((product, index) => {
          const shown = withChoice(product);
          const override = images[product.inventory_id];
          return (
            <ProductTile
              key={product.inventory_id}
              product={shown}
              currency={currency}
              selected={selection.isSelected(product.inventory_id)}
              imageSrc={override !== undefined ? override : (product.image?.src ?? null)}
              onToggle={() => selection.toggle(shown)}
              onChooseColour={(option, value) => void chooseColour(product, option, value)}
              nearEndRef={nearEndRef(index)}
            />
          );
        })
      }
    </PickerFrame>
  );
}
