/**
 * The links UI's reading of the generated wire types: the kinds the editors make, the editors'
 * all-string tags, and the product and collection as the editors hold them. Every wire shape
 * (`LinkOut`, `MultilinkOut`, `ProductOut`, `CollectionOut`, …) is the generated one in
 * ui/src/generated/; nothing here copies one. Money is a decimal string in the business
 * currency; days are `YYYY-MM-DD`.
 */
import type { CollectionOut } from '../../generated/CollectionOut';
import type { LinkKind } from '../../generated/LinkKind';
import type { LinkUtmParams } from '../../generated/LinkUtmParams';
import type { ProductOut } from '../../generated/ProductOut';

/** What a link leads to (`UrlType`) and which devices an experience serves (`DeviceOption`): the generated unions. */
export type { DeviceOption } from '../../generated/DeviceOption';
export type { UrlType } from '../../generated/UrlType';

/** The kinds the links editors make: a look (instant store, 1–15 products) or a short (one target). */
export type LinkType = Extract<LinkKind, 'LOOK' | 'SHORT'>;

/** The editors' kind of a link: a short stays a short, every other kind opens as a look. */
export function asLinkType(kind: LinkKind): LinkType {
  return kind === 'SHORT' ? 'SHORT' : 'LOOK';
}

/** Whether a link's kind is one of the shoppable feed's (`SHOPBOARD`, `SHOPBOARD_POST`), which the shopboard keeps. */
export function isShopboardLink(kind: LinkKind): boolean {
  return kind === 'SHOPBOARD' || kind === 'SHOPBOARD_POST';
}

/** The five tracking tags as the editors hold them: the wire's names, each a string ('' when unset). */
export type UtmTags = { [Key in keyof LinkUtmParams]: string };

/** Chosen option values by option name (`{"Color": "Red"}`). */
export type OptionChoice = Record<string, string>;

/** A product as the editors hold it: the catalog's product, with the options chosen for it once it is on a link. */
export type Product = ProductOut & { selected_options?: OptionChoice };

/** A collection as the pickers and editors hold it: the catalog's collection, with its storefront address once it is on a link. */
export type Collection = CollectionOut & { url?: string };
