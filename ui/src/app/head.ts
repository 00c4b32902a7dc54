/**
 * The document head of a page: title, description, and for public indexable pages a canonical
 * link and Open Graph / Twitter tags. The server build renders it to escaped HTML; the client
 * applies the title and description after client-side navigation.
 */
import type { PageId } from '../generated/PageId';
import type { PageProps } from '../generated/PageProps';
import type { MessageKey } from '../i18n/catalogue';
import { translatorFor } from '../i18n/translate';

/** Public pages worth indexing and sharing; every other page asks robots not to index it. */
const INDEXABLE: ReadonlySet<PageId> = new Set([
  'welcome',
  'pricingPlans',
  'privacyPolicy',
  'terms',
  'helpShopify',
]);

const DESCRIPTIONS: Partial<Record<PageId, MessageKey>> = {
  pricingPlans: 'meta.description.pricingPlans',
  privacyPolicy: 'meta.description.privacyPolicy',
  terms: 'meta.description.terms',
  helpShopify: 'meta.description.helpShopify',
};

const OG_LOCALES = { en: 'en_US', he: 'he_IL' } as const;

export interface HeadData {
  title: string;
  description: string;
  indexable: boolean;
  /** Absolute URL of the page, for canonical and og:url; empty when no public URL is set. */
  url: string;
  ogLocale: string;
  siteName: string;
}

export function headFor(props: PageProps): HeadData {
  const t = translatorFor(props.locale);
  const pageTitle = t(`page.${props.page}.title`);
  const base = props.config.publicUrl.replace(/\/+$/, '');
  return {
    title: t('meta.titleSuffix', { title: pageTitle }),
    description: t(DESCRIPTIONS[props.page] ?? 'meta.description.default'),
    indexable: INDEXABLE.has(props.page),
    url: base ? `${base}${props.path}` : '',
    ogLocale: OG_LOCALES[props.locale] ?? OG_LOCALES.en,
    siteName: t('common.appName'),
  };
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head markup the server inserts into `<head>`; every value is escaped. */
export function renderHead(head: HeadData): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
  ];
  if (!head.indexable) {
    tags.push('<meta name="robots" content="noindex">');
    return tags.join('\n');
  }
  if (head.url) tags.push(`<link rel="canonical" href="${e(head.url)}">`);
  tags.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${e(head.siteName)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:locale" content="${e(head.ogLocale)}">`,
  );
  if (head.url) tags.push(`<meta property="og:url" content="${e(head.url)}">`);
  tags.push(
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
  );
  return tags.join('\n');
}
