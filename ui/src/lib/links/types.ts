/**
 * Wire shapes of the links API (docs/links-api.md) as the UI reads them: the one home for the
 * links, shorts, link preview and multilinks features. The server side of links is not generated
 * into `ui/src/generated/` yet, so these mirror the contract by hand; when ts-rs exports land,
 * these become re-exports and the compiler shows any drift. Money is a decimal string in the
 * business currency; days are `YYYY-MM-DD`.
 */

/** A look (instant store, 1–15 products) or a short (one target). */
export type LinkType = 'LOOK' | 'SHORT';

/** What a short points at, derived by the server. */
export type UrlType = 'LOOK' | 'PRODUCT' | 'COLLECTION' | 'CUSTOM';

/** Which devices a multilink experience serves. */
export type DeviceOption = 'ALL' | 'MOBILE' | 'PC';

/** The five tracking tags, with the wire's names. */
export interface UtmParamsWire {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

export interface ImageRef {
  src: string;
}

/** A link's uploaded image. */
export interface LinkImage {
  id: string;
  src: string;
}

/** A Shopify product option, as the catalog stores it (`options { name position values }`). */
export interface ProductOption {
  name: string;
  position?: number;
  values: string[];
}

/** Chosen option values by option name (`{"Color": "Red"}`). */
export type OptionChoice = Record<string, string>;

/** A product as product search and links return it. */
export interface Product {
  inventory_id: string;
  title: string;
  handle: string;
  image: ImageRef | null;
  url: string;
  price: string;
  product_status: string;
  total_quantity: number;
  options: ProductOption[];
  variant_availability_ratio: number;
  tags?: string[];
  selected_options?: OptionChoice;
}

/** A collection as collection search and links return it. */
export interface Collection {
  collection_id: string;
  title: string;
  image: ImageRef | null;
  products_count: number;
  url?: string;
  handle?: string;
}

/** A link's lifetime figures, as every link carries them. */
export interface LinkAnalytics {
  currency: string;
  visits: number;
  checkouts: number;
  revenue: string;
  requested_checkouts: number;
}

/** LinkOut: a link or a short (and each multilink experience's `link_data`). */
export interface LinkOut {
  link_id: string;
  link_type: LinkType;
  url_type: UrlType;
  description: string;
  images: LinkImage[];
  link_default_image: string | null;
  promocode: { code: string } | null;
  products: Product[];
  collections: Collection[];
  selected_options: Record<string, OptionChoice>;
  shopping_redirect_url: string | null;
  influencer_username: string | null;
  influencer_image: string | null;
  utm_params: UtmParamsWire | null;
  link_analytics: LinkAnalytics;
  public_url: string;
  is_active: boolean;
  created_at: string;
}

/** One page of `POST /admin/v1/links/{businessId}`. */
export interface LinksPage {
  links: LinkOut[];
  next_skip: number | null;
}

/**
 * Figures over a period. Influencers get null for what their permissions hide; money is a
 * decimal string.
 */
export interface Figures {
  currency: string;
  visits: number | null;
  views: number | null;
  checkouts: number | null;
  revenue: string | null;
  requested_checkouts: number | null;
  total_tax?: string | null;
  influencer_attributed_revenue?: string | null;
  influencer_attributed_checkouts?: number | null;
}

/** One day of a link's figures. Influencers get null where a permission is off. */
export interface DailyFigures {
  visits: number | null;
  views: number | null;
  adds: number | null;
  requested_checkouts: number | null;
  checkouts: number | null;
  revenue: string | null;
  total_tax: string | null;
}

/** `GET /admin/v1/links/{id}/analytics`: a link's figures over a date range, day by day. */
export interface LinkFigures extends Figures {
  total_tax: string | null;
  influencer_attributed_revenue: string | null;
  influencer_attributed_checkouts: number | null;
  data: Record<string, DailyFigures>;
}

/** `GET /admin/v1/links/analytics`: business-wide lifetime figures. */
export interface LinksAnalytics {
  currency: string;
  looks_analytics: Figures;
  shorts_analytics: Figures;
}

/** Body of create and edit. */
export interface LinkBody {
  /** Uploaded images; `id` only for images the link already had. */
  images: Array<{ id?: string; src: string }>;
  inventory_ids: string[];
  selected_options: Record<string, OptionChoice>;
  collection_ids: string[];
  /** Sent as the plain code (the contract names the field only); null when empty. */
  promocode: string | null;
  description: string;
  business_id: string;
  shopping_redirect_url: string | null;
  influencer_username: string | null;
  utm_params: UtmParamsWire | null;
  link_type: LinkType;
}

/** An influencer as `GET /admin/v1/influencers` lists them. */
export type { InfluencerListItem as InfluencerSummary } from '../../generated/InfluencerListItem';

/** One experience of a multilink. */
export interface LinkOptionOut {
  link_id: string;
  value: number;
  device_option: DeviceOption;
  /**
   * The contract adds the experience's figures beside LinkOut; they are optional here because
   * the server in progress carries them only in `link_analytics` (read with a fallback).
   */
  link_data: LinkOut & { visits?: number; checkouts?: number; revenue?: string; total_tax?: string };
}

export interface MultilinkOut {
  multilink_id: string;
  title: string;
  splitter_type: 'PERCENTAGE';
  promocode: { code: string } | null;
  utm_params: UtmParamsWire | null;
  currency: string;
  created_at: string;
  public_url: string;
  is_active: boolean;
  analytics: { visits: number; checkouts: number; revenue: string };
  links_options: LinkOptionOut[];
}
