/**
 * The links UI's reading of the generated wire types: string fields as unions, the editors'
 * all-string tags, and the product and collection as the editors hold them. Every wire shape
 * (`LinkOut`, `MultilinkOut`, `ProductOut`, `CollectionOut`, …) is the generated one in
 * ui/src/generated/; nothing here copies one. Money is a decimal string in the business
 * currency; days are `YYYY-MM-DD`.
 */
import type { CollectionOut } from '../../generated/CollectionOut';
import type { LinkUtmParams } from '../../generated/LinkUtmParams';
import type { ProductOut } from '../../generated/ProductOut';

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

/** Whether a link's `link_type` is one of the shoppable feed's (`SHOPBOARD`, `SHOPBOARD_POST`), which the shopboard keeps. */
export function isShopboardLink(linkType: string): boolean {
  return linkType === 'SHOPBOARD' || linkType === 'SHOPBOARD_POST';
}

/** An experience's devices as the wire's string says them; the server's default (ALL) for anything else. */
export function asDeviceOption(value: string): DeviceOption {
  return value === 'MOBILE' || value === 'PC' ? value : 'ALL';
}

/** The five tracking tags as the editors hold them: the wire's names, each a string ('' when unset). */
export type UtmTags = { [Key in keyof LinkUtmParams]: string };

/** Chosen option values by option name (`{"Color": "Red"}`). */
export type OptionChoice = Record<string, string>;

/** A product as the editors hold it: the catalog's product, with the options chosen for it once it is on a link. */
export type Product = ProductOut & { selected_options?: OptionChoice };

/** A collection as the pickers and editors hold it: the catalog's collection, with its storefront address once it is on a link. */
export type Collection = CollectionOut & { url?: string };
