/**
 * Wire shapes of the links API (docs/links-api.md), shared by the link preview and the
 * multilinks features so neither imports the other. Money is a decimal string in the business
 * currency; days are `YYYY-MM-DD`.
 */

export type LinkType = 'LOOK' | 'SHORT';
export type UrlType = 'LOOK' | 'PRODUCT' | 'COLLECTION' | 'CUSTOM';
export type DeviceOption = 'ALL' | 'MOBILE' | 'PC';

/** The five tracking tags as the server names them. */
export interface UtmParamsOut {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

/** Chosen option values of one product, e.g. `{Color: 'Red'}`. */
export type SelectedOptionsOut = Record<string, string>;

export interface LinkProductOut {
  inventory_id: string;
  title: string;
  handle: string;
  image: { src: string } | null;
  url: string;
  price: string;
  product_status: string;
  total_quantity: number;
  options: Array<{ name: string; position?: number; values: string[] }>;
  variant_availability_ratio: number;
  selected_options?: SelectedOptionsOut;
}

export interface LinkCollectionOut {
  collection_id: string;
  title: string;
  image: { src: string } | null;
  products_count: number;
  url: string;
}

/** A link or a short (and each multilink experience's `link_data`). */
export interface LinkOut {
  link_id: string;
  link_type: LinkType;
  url_type: UrlType;
  description: string;
  images: Array<{ id: string; src: string }>;
  link_default_image: string | null;
  promocode: { code: string } | null;
  products: LinkProductOut[];
  collections: LinkCollectionOut[];
  selected_options: Record<string, SelectedOptionsOut>;
  shopping_redirect_url: string | null;
  influencer_username: string | null;
  influencer_image: string | null;
  utm_params: UtmParamsOut | null;
  link_analytics: {
    currency: string;
    visits: number;
    checkouts: number;
    revenue: string;
    requested_checkouts: number;
  };
  public_url: string;
  is_active: boolean;
  created_at: string;
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

/** `GET /admin/v1/links/{id}/analytics`: a link's figures over a date range. */
export interface Figures {
  currency: string;
  visits: number | null;
  views: number | null;
  checkouts: number | null;
  revenue: string | null;
  requested_checkouts: number | null;
  total_tax: string | null;
  influencer_attributed_revenue: string | null;
  influencer_attributed_checkouts: number | null;
  data: Record<string, DailyFigures>;
}

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
  utm_params: UtmParamsOut | null;
  currency: string;
  created_at: string;
  public_url: string;
  is_active: boolean;
  analytics: { visits: number; checkouts: number; revenue: string };
  links_options: LinkOptionOut[];
}
