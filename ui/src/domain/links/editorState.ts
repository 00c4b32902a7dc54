/**
 * The link and short editors' draft (docs/links.md#editors): how
 * it starts (empty, or from a loaded link), when it counts as modified and as valid, the short's
 * target-type rules, and the body it saves as. Pure, so the rules are tested without React.
 */
import { customUrlStatus } from './customUrl';
import { EMPTY_UTM, tagsForBody, tagsFromWire } from './trackingTags';
import type { LinkBody } from '../../generated/LinkBody';
import type { LinkOut } from '../../generated/LinkOut';
import { asLinkType, type Collection, type LinkType, type OptionChoice, type Product, type UtmTags } from './types';

/** Title limit (docs/links.md#limits): 100 fits a product name plus a campaign word. */
export const TITLE_MAX = 100;
/** Promocode length (docs/links.md#limits). */
export const PROMOCODE_MAX = 20;
/** Products per link (docs/links.md#limits). */
export const PRODUCTS_MIN = 1;
export const PRODUCTS_MAX = 15;
/** Collections per link: the server's limit (links/validate.rs, docs/links.md#limits) is 15. */
export const COLLECTIONS_MAX = 15;
/** Images per link: the server's limit. */
export const IMAGES_MAX = 10;

/** Promocode characters the server accepts: ASCII letters, digits, `-`, `_` and `.`. */
const PROMOCODE_CHARS = /^[A-Za-z0-9\-_.]*$/;

/**
 * The characters of a typed promocode the server would refuse, each once, in typing order, for
 * the field to name them (a space is named "space"); empty when all are allowed.
 */
export function refusedPromocodeCharacters(code: string): string[] {
  const refused: string[] = [];
  for (const char of code) {
    const name = char === ' ' ? 'space' : char;
    if (!PROMOCODE_CHARS.test(char) && !refused.includes(name)) refused.push(name);
  }
  return refused;
}

/** Whether a typed promocode passes (the input refuses other characters). */
export function isValidPromocode(code: string): boolean {
  return code.length <= PROMOCODE_MAX && PROMOCODE_CHARS.test(code);
}

/** An image of the draft: uploaded (`src` is its URL) or still local (`file` set, `src` a preview). */
export interface DraftImage {
  key: string;
  src: string;
  id?: string;
  file?: Blob;
}

/** What a short leads to (docs/links.md#shorts). */
export type ShortTarget = 'product' | 'collection' | 'custom';

export interface Draft {
  linkType: LinkType;
  images: DraftImage[];
  title: string;
  products: Product[];
  collections: Collection[];
  promocode: string;
  influencer: string | null;
  utm: UtmTags;
  /** Shorts only. */
  target: ShortTarget;
  /** Shorts: the custom URL as typed, or the chosen product's or collection's URL. */
  url: string;
}

export function emptyDraft(linkType: LinkType): Draft {
  return {
    linkType,
    images: [],
    title: '',
    products: [],
    collections: [],
    promocode: '',
    influencer: null,
    utm: EMPTY_UTM,
    target: 'product',
    url: '',
  };
}

/** The short's target as its content says (products, else collections, else custom; docs/links.md#shorts). */
export function targetOf(link: { products: readonly Product[]; collections: readonly Collection[] }): ShortTarget {
  if (link.products.length > 0) return 'product';
  if (link.collections.length > 0) return 'collection';
  return 'custom';
}

export function draftFromLink(link: LinkOut): Draft {
  const isShort = link.link_type === 'SHORT';
  // A short's products or collections without a url are left out (docs/links.md#shorts).
  const products = (isShort ? link.products.filter((p) => p.url) : link.products).map((product) => {
    const chosen = link.selected_options?.[product.inventory_id] ?? product.selected_options;
    return chosen ? { ...product, selected_options: chosen } : product;
  });
  const collections = isShort ? link.collections.filter((c) => c.url) : link.collections;
  const target = targetOf({ products, collections });
  const url =
    target === 'product' ? (products[0]?.url ?? '') : target === 'collection' ? (collections[0]?.url ?? '') : (link.shopping_redirect_url ?? '');
  return {
    linkType: asLinkType(link.link_type),
    images: link.images.map((image) => ({ key: image.id || image.src, id: image.id, src: image.src })),
    title: link.description ?? '',
    products,
    collections,
    promocode: link.promocode?.code ?? '',
    influencer: link.influencer_username,
    utm: tagsFromWire(link.utm_params),
    target: isShort ? target : 'product',
    url,
  };
}

/** What makes two drafts the same for the discard question and the Save button. */
function comparable(draft: Draft): string {
  return JSON.stringify([
    draft.images.map((image) => image.src),
    draft.title,
    draft.products.map((p) => [p.inventory_id, p.selected_options ?? {}]),
    draft.collections.map((c) => c.collection_id),
    draft.promocode,
    draft.influencer,
    draft.utm,
    draft.linkType === 'SHORT' ? [draft.target, draft.url] : null,
  ]);
}

export function isModified(draft: Draft, original: Draft): boolean {
  return comparable(draft) !== comparable(original);
}

/** Field limits both editors share. */
function fieldsValid(draft: Draft): boolean {
  return draft.title.length <= TITLE_MAX && isValidPromocode(draft.promocode.trim()) && draft.images.length <= IMAGES_MAX;
}

/** A look needs 1–15 products (docs/links.md#limits). */
export function lookValid(draft: Draft): boolean {
  return fieldsValid(draft) && draft.products.length >= PRODUCTS_MIN && draft.products.length <= PRODUCTS_MAX;
}

/** A short needs exactly its one target: a product, a collection, or a custom URL on a store domain. */
export function shortValid(draft: Draft, domains: readonly string[]): boolean {
  if (!fieldsValid(draft)) return false;
  switch (draft.target) {
    case 'product':
      return draft.products.length === 1 && draft.collections.length === 0;
    case 'collection':
      return draft.collections.length === 1 && draft.products.length === 0;
    case 'custom':
      return draft.products.length === 0 && draft.collections.length === 0 && customUrlStatus(draft.url, domains) === 'valid';
  }
}

/**
 * Switching the short's type: custom clears the selections, the URL and the title; product
 * and collection clear the other kind's selection and the URL until one is chosen.
 */
export function setShortTarget(draft: Draft, target: ShortTarget): Draft {
  if (target === draft.target) return draft;
  if (target === 'custom') return { ...draft, target, products: [], collections: [], url: '', title: '' };
  return { ...draft, target, products: [], collections: [], url: '' };
}

/** Choosing the short's product: it becomes the one target, and gives the URL and the title. */
export function chooseShortProduct(draft: Draft, product: Product): Draft {
  return { ...draft, target: 'product', products: [product], collections: [], url: product.url, title: product.title };
}

/** Choosing the short's collection, alike. */
export function chooseShortCollection(draft: Draft, collection: Collection): Draft {
  return { ...draft, target: 'collection', collections: [collection], products: [], url: collection.url ?? '', title: collection.title };
}

export interface BodyContext {
  businessId: string;
  /** Influencer and tracking tags are admin fields; influencers' values are ignored anyway. */
  isAdmin: boolean;
}

/** The create / edit body. Images must be uploaded first (`images` are their URLs). */
export function toBody(draft: Draft, { businessId, isAdmin }: BodyContext): LinkBody {
  const isShort = draft.linkType === 'SHORT';
  const products = isShort && draft.target !== 'product' ? [] : draft.products;
  const collections = isShort && draft.target !== 'collection' ? [] : draft.collections;
  const selected: Record<string, OptionChoice> = {};
  for (const product of products) {
    if (product.selected_options && Object.keys(product.selected_options).length > 0) {
      selected[product.inventory_id] = product.selected_options;
    }
  }
  const promocode = draft.promocode.trim();
  return {
    // A new image has no id yet: '' is what the server reads for an absent one.
    images: isShort ? [] : draft.images.map((image) => ({ id: image.id ?? '', src: image.src })),
    inventory_ids: products.map((p) => p.inventory_id),
    selected_options: selected,
    collection_ids: collections.map((c) => c.collection_id),
    promocode: promocode === '' ? null : promocode,
    description: draft.title.trim(),
    business_id: businessId,
    // As typed: the server adds the scheme of the store address it starts with (docs/links.md#custom-urls).
    shopping_redirect_url: isShort && draft.target === 'custom' ? draft.url.trim() : null,
    influencer_username: isAdmin ? draft.influencer : null,
    utm_params: isAdmin ? tagsForBody(draft.utm) : null,
    link_type: draft.linkType,
  };
}
