/**
 * The cart section of an instant store page: each line with its options, a quantity field,
 * Update and Remove, the line's price, and the subtotal. The page is cached for every visitor, so
 * the document carries the empty section between two markers and the server renders this same
 * component for the visitor's cart and puts it between them (`cart_view` in
 * server/src/features/public), both for a page load and for the page script's answers.
 */
import styled from 'styled-components';
import type { CartView } from '../../generated/CartView';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../../lib/format';

/** The element id the line forms' answers scroll to (`CART_ANCHOR` in public/cart_line.rs). */
export const CART_ANCHOR = 'cart';

interface Props {
  cart: CartView | null;
  currency: string;
  /** `POST` target of a line's form. */
  action: string;
}

export function CartSection({ cart, currency, action }: Props) {
  const t = useT();
  const lines = cart?.lines ?? [];
  return (
    <Section id={CART_ANCHOR} aria-labelledby="cart-title">
      <h2 id="cart-title">{t('instantStore.cartTitle')}</h2>
      <div data-cart-body="">
        {/* The server cuts the visitor's cart in between these markers (page.rs, CART_START). */}
        <i data-cart-cut="start" />
        {lines.length === 0 ? (
          <p data-muted="">{t('instantStore.cartEmpty')}</p>
        ) : (
          <>
            <ul>
              {lines.map((line) => (
                <li key={line.variant} data-cart-line={line.variant}>
                  <span data-line-text="">
                    <strong>{line.title}</strong>
                    {line.options.length > 0 ? <span data-muted="">{line.options.join(' / ')}</span> : null}
                  </span>
                  <strong>{formatMoney(Number(line.price), currency)}</strong>
                  <form method="post" action={`${action}#${CART_ANCHOR}`} data-cart-line-form="">
                    <input type="hidden" name="variant" value={line.variant} />
                    <label>
                      <span>{t('instantStore.quantity')}</span>
                      <input name="quantity" type="number" min={1} max={100} defaultValue={line.quantity} />
                    </label>
                    <button type="submit">{t('instantStore.update')}</button>
                    <button type="submit" name="remove" value="1">
                      {t('instantStore.remove')}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
            <p data-subtotal="">
              <span>{t('instantStore.subtotal')}</span>
              <strong data-cart-subtotal="">{formatMoney(Number(cart?.subtotal ?? 0), currency)}</strong>
            </p>
          </>
        )}
        <i data-cart-cut="end" />
      </div>
    </Section>
  );
}

/**
 * Every rule of the section sits on the section itself, which every document renders: the lines
 * are rendered per cart and put in place later (by the server or the page's script), and
 * styled-components only writes the rules of components a render meets, so styled lines would
 * arrive without their rules.
 */
const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  [data-muted] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  [data-line-text] {
    display: flex;
    flex-direction: column;
    overflow-wrap: anywhere;
  }
  form {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  input,
  button {
    min-height: 44px;
    font: inherit;
  }
  input {
    width: 72px;
  }
  [data-subtotal] {
    display: flex;
    justify-content: space-between;
    margin: ${({ theme }) => theme.space.md} 0 0;
  }
`;
