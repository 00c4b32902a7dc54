/**
 * The warning under a link's products when shoppers could not buy some of them
 * (docs/links.md#availability-warnings): unpublished or sold out, a line each, at most three
 * lines, and for a look none of whose products can be bought a first line that says so. The
 * look and short editors show it under the chosen products and the link preview near its top.
 * It is a polite status in the warning colour, not an error: saving stays allowed. Titles are
 * the store's, isolated inside right-to-left sentences.
 */
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { useLocale } from '../../i18n/useT';
import { isolateAny } from '../../lib/bidi';
import { availabilityWarning, type StockedProduct } from './availability';
import type { LinkType } from './types';

interface Props {
  /** The link's products in its order: the editor's draft or the saved link's. */
  products: readonly StockedProduct[];
  kind: LinkType;
}

export function AvailabilityWarning({ products, kind }: Props) {
  const { t, dir } = useLocale();
  const warning = availabilityWarning(products, kind);
  if (!warning) return null;
  return (
    <Banner tone="warning" polite title={warning.noneBuyable ? t('links.availability.noneBuyable') : undefined}>
      <Lines data-availability-warning="">
        {warning.products.map(({ id, title, problem }) => (
          <li key={id}>
            {t(problem === 'soldOut' ? 'links.availability.soldOut' : `links.availability.unpublished.${kind}`, {
              title: isolateAny(title, dir),
            })}
          </li>
        ))}
        {warning.more > 0 && <li>{t('links.availability.more', { count: warning.more })}</li>}
      </Lines>
    </Banner>
  );
}

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
