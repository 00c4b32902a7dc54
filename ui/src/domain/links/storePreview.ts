/**
 * The instant store page's data (`InstantStoreData`, the server's `public/data.rs` shape) built
 * from a look's draft and the business's store, for the phone preview beside the look editor and
 * in the link preview (docs/links.md#editors): the preview renders the public page's own
 * component with it, so the merchant sees the products, their order and prices, and the header
 * shoppers get. Pure, so the rules are tested without React.
 *
 * The server builds the page from the live catalog's variants; a draft holds the catalog's
 * products as the picker gave them (`ProductOut`), which carry no variants. What that data cannot
 * say is left as the page shows it before any choice:
 * - products the store has not published are left out, as on the page;
 * - the price is the catalog's lowest variant price; the page shows the lowest price of a variant
 *   in stock, which differs only when the cheapest variant is sold out;
 * - a product can be bought when the catalog says some variant is in stock (`unavailability`);
 * - each option opens on the value the merchant chose, else its first value (the page opens on
 *   the in-stock variant closest to that choice), with the values as the store names them (the
 *   page shows the options map's texts and swatches), no per-variant stock and no variant
 *   pictures (the product's own image stands for every choice).
 */
import type { InstantStoreData } from '../../generated/InstantStoreData';
import type { StoreOption } from '../../generated/StoreOption';
import type { StoreProduct } from '../../generated/StoreProduct';
import type { UserDetails } from '../../generated/UserDetails';
import { unavailability } from './availability';
import type { Draft } from './editorState';
import type { Product } from './types';

/** What the page shows around a link, as the user details carry it (`POST /api/auth/verify`). */
export type PreviewStore = Pick<UserDetails, 'businessName' | 'businessLogo' | 'businessCurrency' | 'shippingAndReturnsUrl' | 'brand'>;

/** A product's option pickers: the store's options, each opening on the chosen value, else its first. */
function options(product: Product): StoreOption[] {
  return (product.options ?? []).flatMap(({ name, values }) => {
    const [first] = values;
    if (first === undefined) return [];
    const chosen = product.selected_options?.[name];
    const selected = chosen !== undefined && values.includes(chosen) ? chosen : first;
    return [{ name, values, selected, swatches: [], labels: values, pictures: [], soldOut: [] }];
  });
}

/** A draft's product as the page's card shows it. */
export function storeProduct(product: Product): StoreProduct {
  return {
    id: product.inventory_id,
    title: product.title,
    image: product.image?.src ?? null,
    pictures: [],
    price: product.price,
    available: unavailability(product) === null,
    options: options(product),
    quantity: 1,
    variants: [],
  };
}

/**
 * The page's data for `draft` in `store`. `influencerImage` is the draft's influencer's picture
 * when the caller knows it. The preview posts nowhere (it is drawn inert), so its forms have no
 * address, and it loads none of the merchant's analytics tags.
 */
export function previewStoreData(draft: Draft, store: PreviewStore, influencerImage: string | null = null): InstantStoreData {
  const { isInitial: _initial, ...theme } = store.brand.theme;
  const promocode = draft.promocode.trim();
  return {
    storeName: store.businessName,
    // The server saves the title trimmed.
    title: draft.title.trim(),
    images: draft.images.map((image) => image.src),
    promocode: promocode === '' ? null : promocode,
    influencer: draft.influencer ? { username: draft.influencer, image: influencerImage } : null,
    currency: store.businessCurrency,
    cartAction: '',
    checkoutAction: '',
    cartLineAction: '',
    products: draft.products.filter((product) => unavailability(product) !== 'unpublished').map(storeProduct),
    theme,
    logo: store.businessLogo,
    shippingAndReturnsUrl: store.shippingAndReturnsUrl,
    tracking: { facebookPixelId: null, googleAnalyticsId: null },
    cart: null,
    post: null,
  };
}
