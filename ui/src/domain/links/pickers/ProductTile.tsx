/**
 * One product in the picker: picture, title, price (in the store's currency, as the public page
 * writes it; left out until the currency is known), the availability tag (coloured by the
 * share of variants in stock) and, for products with a colour option, the colour choices
 * that swap the picture for that variant's.
 */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../theme/mixins';
import { formatMoney } from '../../../lib/format';
import type { Product } from '../types';
import { AvailabilityTag } from '../AvailabilityTag';
import { colourOption } from './pickerSelection';
import { Tile, TilePicture, TileTitle, TileToggle } from './tileParts';

interface Props {
  product: Product;
  /** The store's currency; null while unknown. */
  currency: string | null;
  selected: boolean;
  imageSrc: string | null;
  onToggle: () => void;
  onChooseColour: (option: string, value: string) => void;
  /** Marks the tile where the next page starts loading. */
  nearEndRef?: (element: Element | null) => void;
}

export function ProductTile({ product, currency, selected, imageSrc, onToggle, onChooseColour, nearEndRef }: Props) {
  const t = useT();
  const colour = colourOption(product.options ?? []);
  const chosen = colour ? product.selected_options?.[colour.name] : undefined;
  const ratio = product.variant_availability_ratio ?? 0;
  return (
    <Tile ref={nearEndRef} $selected={selected} data-product-tile={product.inventory_id}>
      <TileToggle type="button" aria-pressed={selected} aria-label={t('picker.select', { title: product.title })} onClick={onToggle}>
        <TilePicture src={imageSrc} />
        <TileTitle>{product.title}</TileTitle>
        <Meta>
          <span dir="ltr">{currency !== null && formatMoney(Number(product.price), currency)}</span>
          <AvailabilityTag ratio={ratio} />
        </Meta>
      </TileToggle>
      {colour && colour.values.length > 1 && (
        <Colours>
          {colour.values.slice(0, 8).map((value) => (
            <Chip key={value} type="button" aria-pressed={chosen === value} onClick={() => onChooseColour(colour.name, value)}>
              {value}
            </Chip>
          ))}
        </Colours>
      )}
    </Tile>
  );
}

const Meta = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Colours = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
`;

const Chip = styled.button`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;
