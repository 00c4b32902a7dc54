/**
 * The multilink editor's state and rules (docs/links.md#multilinks, docs/links-api.md): a
 * title, a promocode, tracking tags and two experiences, each with a type, its items (products,
 * a collection or a custom URL), a traffic share and a device filter. Pure functions, so the
 * save rules and the request body are tested without rendering.
 */
import type { LinkImage } from '../../generated/LinkImage';
import type { LinkResource } from '../../generated/LinkResource';
import type { MultilinkBody } from '../../generated/MultilinkBody';
import type { MultilinkOut } from '../../generated/MultilinkOut';
import {
  type Collection,
  type DeviceOption,
  type Product,
  type UtmTags,
} from '../../domain/links/types';
import { customUrlStatus } from '../../domain/links/customUrl';
import { PRODUCTS_MAX, PRODUCTS_MIN, PROMOCODE_MAX } from '../../domain/links/editorState';
import { EMPTY_UTM, tagsForBody, tagsFromWire } from '../../domain/links/trackingTags';
import { DEFAULT_SHARES, experienceTypeOf, type ExperienceType } from './experiences';

/** A look experience holds what a look link does (1 to 15 products; docs/links.md#multilinks). */
export const LOOK_MIN_PRODUCTS = PRODUCTS_MIN;
export const LOOK_MAX_PRODUCTS = PRODUCTS_MAX;

export interface ExperienceDraft {
  /** The experience's link when editing; null for a new one. */
  linkId: string | null;
  /** The type saved on the server (edit only switches within its group); null on create. */
  savedType: ExperienceType | null;
  type: ExperienceType;
  products: Product[];
  collections: Collection[];
  /** Custom URL as typed. */
  url: string;
  share: number;
  device: DeviceOption;
  /** Kept from the saved link so an edit does not blank it. */
  description: string;
  images: LinkImage[];
}

export interface MultilinkDraft {
  title: string;
  promocode: string;
  tags: UtmTags;
  experiences: [ExperienceDraft, ExperienceDraft];
}

const emptyExperience = (share: number): ExperienceDraft => ({
  linkId: null,
  savedType: null,
  type: 'LOOK',
  products: [],
  collections: [],
  url: '',
  share,
  device: 'ALL',
  description: '',
  images: [],
});

/** A new multilink: two look experiences split 50/50, for all devices. */
export function newDraft(): MultilinkDraft {
  return {
    title: '',
    promocode: '',
    tags: EMPTY_UTM,
    experiences: [emptyExperience(DEFAULT_SHARES[0]), emptyExperience(DEFAULT_SHARES[1])],
  };
}

/** The editor state of a saved multilink (its first two experiences). */
export function draftFromMultilink(multilink: MultilinkOut): MultilinkDraft {
  const fromOption = (index: number): ExperienceDraft => {
    const option = multilink.links_options[index];
    if (!option) return emptyExperience(index === 0 ? 100 : 0);
    const data = option.link_data;
    const type = experienceTypeOf(data);
    return {
      linkId: option.link_id,
      savedType: type,
      type,
      products: data.products.map((product) => ({
        ...product,
        selected_options: data.selected_options[product.inventory_id] ?? product.selected_options,
      })),
      collections: data.collections,
      url: type === 'CUSTOM' ? (data.shopping_redirect_url ?? '') : '',
      share: option.value,
      device: option.device_option,
      description: data.description,
      images: data.images,
    };
  };
  return {
    title: multilink.title,
    promocode: multilink.promocode?.code ?? '',
    tags: tagsFromWire(multilink.utm_params),
    experiences: [fromOption(0), fromOption(1)],
  };
}

/**
 * Switching type clears what the old type chose (products, collection, URL); the
 * share, device and saved link stay (docs/links.md#multilinks).
 */
export function withType(experience: ExperienceDraft, type: ExperienceType): ExperienceDraft {
  if (type === experience.type) return experience;
  return { ...experience, type, products: [], collections: [], url: '' };
}

/** Whether an experience can be saved: its items fit its type (custom: a valid URL). */
export function isExperienceValid(experience: ExperienceDraft, domains: readonly string[]): boolean {
  switch (experience.type) {
    case 'LOOK':
      return experience.products.length >= LOOK_MIN_PRODUCTS && experience.products.length <= LOOK_MAX_PRODUCTS;
    case 'PRODUCT':
      return experience.products.length === 1;
    case 'COLLECTION':
      return experience.collections.length === 1;
    case 'CUSTOM':
      return customUrlStatus(experience.url, domains) === 'valid';
  }
}

/** Save needs a change, a title, a promocode within 20 and valid experiences (docs/links.md#multilinks). */
export function canSave(draft: MultilinkDraft, modified: boolean, domains: readonly string[]): boolean {
  return (
    modified &&
    draft.title.trim() !== '' &&
    draft.promocode.trim().length <= PROMOCODE_MAX &&
    draft.experiences.every((experience) => isExperienceValid(experience, domains))
  );
}

function resourceOf(experience: ExperienceDraft, title: string): LinkResource {
  const products = experience.type === 'LOOK' || experience.type === 'PRODUCT' ? experience.products : [];
  const collections = experience.type === 'COLLECTION' ? experience.collections : [];
  const selected: Record<string, Record<string, string>> = {};
  for (const product of products) {
    if (product.selected_options && Object.keys(product.selected_options).length > 0) {
      selected[product.inventory_id] = product.selected_options;
    }
  }
  return {
    images: experience.type === 'LOOK' ? experience.images : [],
    inventory_ids: products.map((product) => product.inventory_id),
    collection_ids: collections.map((collection) => collection.collection_id),
    // A short names exactly one target: the URL only for custom, as typed (as the short editor
    // sends it; the server adds the store's scheme).
    shopping_redirect_url: experience.type === 'CUSTOM' ? experience.url.trim() : null,
    link_type: experience.type === 'LOOK' ? 'LOOK' : 'SHORT',
    selected_options: selected,
    // Experiences carry the multilink's title unless they had their own.
    description: experience.description || title,
  };
}

/** The request body (`/multi/create`, `/multi/{id}/edit`); `link_id` per option on edit. Splitter type is always PERCENTAGE. */
export function toBody(draft: MultilinkDraft, businessId: string, mode: 'create' | 'edit'): MultilinkBody {
  const title = draft.title.trim();
  const promocode = draft.promocode.trim();
  return {
    business_id: businessId,
    title,
    splitter_type: 'PERCENTAGE',
    promocode: promocode === '' ? null : promocode,
    utm_params: tagsForBody(draft.tags),
    links_options: draft.experiences.map((experience) => ({
      value: experience.share,
      device_option: experience.device,
      link_id: mode === 'edit' ? experience.linkId : null,
      link_resource: resourceOf(experience, title),
    })),
  };
}
