/**
 * Links UI types that ui/src/generated/ does not hold. The wire shapes of the links API
 * (`LinkOut`, `MultilinkOut`, `LinkFigures`, bodies, pages) are the generated ones; what is here
 * is either the UI's reading of them (string fields as unions, the editors' all-string tags) or
 * the catalog's product and collection, which the server does not export yet: `LinkProductOut`
 * and `LinkCollectionOut` flatten them in with `#[ts(skip)]`, so the generated link types carry
 * only what a link adds to them, and the `…WithCatalog` types below put the catalog fields back.
 * Money is a decimal string in the business currency; days are `YYYY-MM-DD`.
 */
import type { ImageSrc } from '../../generated/ImageSrc';
import type { LinkCollectionOut } from '../../generated/LinkCollectionOut';
import type { LinkOptionOut } from '../../generated/LinkOptionOut';
import type { LinkOut } from '../../generated/LinkOut';
import type { LinkProductOut } from '../../generated/LinkProductOut';
import type { LinkUtmParams } from '../../generated/LinkUtmParams';
import type { MultilinkOut } from '../../generated/MultilinkOut';

/** A look (instant store, 1–15 products) or a short (one target): `LinkOut.link_type`. */
export type LinkType = 'LOOK' | 'SHORT';

/** What a short points at, derived by the server: `LinkOut.url_type`. */
export type UrlType = 'LOOK' | 'PRODUCT' | 'COLLECTION' | 'CUSTOM';

/** Which devices a multilink experience serves: `LinkOptionOut.device_option`. */
export type DeviceOption = 'ALL' | 'MOBILE' | 'PC';

/** A link's type as the wire's string says it; the server's default (LOOK) for anything else. */
export function asLinkType(value: string): LinkType {
  return value === 'SHORT' ? 'SHORT' : 'LOOK';
}

/** An experience's devices as the wire's string says them; the server's default (ALL) for anything else. */
export function asDeviceOption(value: string): DeviceOption {
  return value === 'MOBILE' || value === 'PC' ? value : 'ALL';
}

/** The five tracking tags as the editors hold them: the wire's names, each a string ('' when unset). */
export type UtmTags = { [Key in keyof LinkUtmParams]: string };

/** A Shopify product option, as the catalog stores it (`options { name position values }`). */
export interface ProductOption {
  name: string;
  position?: number;
  values: string[];
}

/** Chosen option values by option name (`{"Color": "Red"}`). */
export type OptionChoice = Record<string, string>;

/** A product as product search returns it (the catalog's `ProductOut`, not generated yet). */
export interface Product {
  inventory_id: string;
  title: string;
  handle: string;
  image: ImageSrc | null;
  url: string;
  price: string;
  product_status: string;
  total_quantity: number;
  options: ProductOption[];
  variant_availability_ratio: number;
  tags?: string[];
  selected_options?: OptionChoice;
}

/** A collection as collection search returns it (the catalog's `CollectionOut`, not generated yet). */
export interface Collection {
  collection_id: string;
  title: string;
  image: ImageSrc | null;
  products_count: number;
  url?: string;
  handle?: string;
}

/** A link's product: the catalog product and the options chosen for it. */
export type LinkProduct = LinkProductOut & Product;

/** A link's collection: the catalog collection and its storefront address. */
export type LinkCollection = LinkCollectionOut & Collection;

/** `LinkOut` with its products' and collections' catalog fields. */
export type LinkWithCatalog = Omit<LinkOut, 'products' | 'collections'> & {
  products: LinkProduct[];
  collections: LinkCollection[];
};

/** A multilink experience whose link carries its catalog fields. */
export type ExperienceWithCatalog = Omit<LinkOptionOut, 'link_data'> & { link_data: LinkWithCatalog };

/** `MultilinkOut` whose experiences' links carry their catalog fields. */
export type MultilinkWithCatalog = Omit<MultilinkOut, 'links_options'> & { links_options: ExperienceWithCatalog[] };
