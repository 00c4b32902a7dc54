/**
 * One product of an instant store page: image, live price, option pickers as real `<select>`s
 * (colour options mapped to swatches as radio swatches, `SwatchPicker`),
 * quantity and an add-to-cart form that posts to the server (no JavaScript needed). The form
 * carries every variant's availability (`data-variants`) for the page's script, which says which
 * values are sold out with the other choices and posts the form in place. On a phone the card is
 * a row (a thumbnail beside the title and price), so the first card with its Add to cart fits the
 * first screen.
 *
 * The picture follows the chosen options without JavaScript: the card holds the product's image
 * and one picture per variant image (`product.pictures`), each value of the option that decides
 * the image names its picture (`data-pic-choice`), and the card's CSS shows the picture whose
 * value is checked (`:has`), else the product's image. Hidden pictures are lazy, so the browser
 * fetches one only when it is shown.
 */
import styled from 'styled-components';
import type { StoreProduct } from '../../generated/StoreProduct';
import type { Theme } from '../../generated/Theme';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../../lib/format';
import { valueText, variantsAttribute } from './script/availability';
import { SwatchPicker } from './SwatchPicker';

interface Props {
  product: StoreProduct;
  currency: string;
  /** `POST` target of the form. */
  action: string;
  /** The business's theme: image corners and the preorder text of sold-out products. */
  look: Theme;
}

/** Keeps ASCII letters and digits only (ids and anchors from store ids and option names). */
const alphanumeric = (text: string) => text.replace(/[^A-Za-z0-9]/g, '');

/**
 * The card's element id, which the cart form's answer scrolls back to. Must match
 * `card_anchor` in server/src/features/public/cart.rs.
 */
export const cardAnchor = (productId: string) => `p-${alphanumeric(productId)}`;

export function ProductCard({ product, currency, action, look }: Props) {
  const t = useT();
  const fieldId = (name: string) => `${cardAnchor(product.id)}-${alphanumeric(name)}`;
  return (
    <Card id={cardAnchor(product.id)}>
      <Head>
        {product.image || product.pictures.length > 0 ? (
          <Pictures $radius={look.image_border_radius}>
            {product.image ? <img src={product.image} alt="" width={88} height={88} data-pic-default="" /> : null}
            {product.pictures.map((src, index) => (
              <img key={src} src={src} alt="" width={88} height={88} loading="lazy" data-pic={index} />
            ))}
          </Pictures>
        ) : null}
        <div>
          <Name>{product.title}</Name>
          <Price>{formatMoney(Number(product.price), currency)}</Price>
        </div>
      </Head>
      <form
        method="post"
        action={action}
        data-add-form=""
        data-variants={variantsAttribute(product.variants)}
        data-sold-out-word={t('instantStore.valueSoldOut')}
      >
        <input type="hidden" name="product" value={product.id} />
        {product.options.map((option) =>
          option.swatches.length > 0 ? (
            <SwatchPicker key={option.name} option={option} />
          ) : (
            <Field key={option.name}>
              <label htmlFor={fieldId(option.name)}>{option.name}</label>
              <select id={fieldId(option.name)} name={`o.${option.name}`} defaultValue={option.selected} data-option="">
                {option.values.map((value, index) => {
                  const soldOut = option.soldOut[index] ?? false;
                  const label = option.labels[index] ?? value;
                  return (
                    <option
                      key={value}
                      value={value}
                      disabled={soldOut}
                      data-label={label}
                      data-pic-choice={option.pictures[index] ?? undefined}
                    >
                      {valueText(label, soldOut, t('instantStore.valueSoldOut'))}
                    </option>
                  );
                })}
              </select>
            </Field>
          ),
        )}
        <Field>
          <label htmlFor={fieldId('quantity')}>{t('instantStore.quantity')}</label>
          <input id={fieldId('quantity')} name="quantity" type="number" min={1} max={100} defaultValue={product.quantity} />
        </Field>
        <Add type="submit" disabled={!product.available}>
          {product.available ? t('instantStore.addToCart') : t('instantStore.soldOut')}
        </Add>
        {!product.available && look.is_preorder_text_shown ? <Preorder>{look.preorder_text}</Preorder> : null}
      </form>
    </Card>
  );
}

/** At most this many pictures per card (the server's `variant_view::PICTURES_MAX`). */
const PICTURES_MAX = 20;

/** One rule per picture: the card shows picture `i` while a value naming it is checked. */
const pictureRules = Array.from(
  { length: PICTURES_MAX },
  (_, index) => `&:has([data-pic-choice="${index}"]:checked) img[data-pic="${index}"] { display: block; }`,
).join('\n');

const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  &:has([data-pic-choice]:checked) img[data-pic-default] {
    display: none;
  }
  ${pictureRules}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Pictures = styled.div<{ $radius: string }>`
  flex: none;
  width: 88px;
  height: 88px;
  img {
    display: block;
    width: 88px;
    height: 88px;
    object-fit: cover;
    border-radius: ${({ $radius }) => $radius};
  }
  img[data-pic] {
    display: none;
  }
`;

const Preorder = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
  select,
  input {
    min-height: 44px;
    min-width: 120px;
    font: inherit;
  }
`;

const Add = styled.button`
  width: 100%;
  min-height: 48px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
  }
`;
