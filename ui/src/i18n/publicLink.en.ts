/**
 * English strings of a link's public address wherever the dashboard shows it: the address with
 * Copy, the Open menu (preview or public page), the QR code dialog (docs/links.md#public-address)
 * and the preview's choice of domain (docs/links.md#brand-domains).
 * Shared by the link, short and multilink cards and previews; `publicLink.he.ts` has the same keys.
 */
export const publicLinkEn = {
  'publicLink.label': 'Public link',
  'publicLink.copy': 'Copy',
  'publicLink.copyLabel': 'Copy link',
  'publicLink.preview': 'Preview',
  'publicLink.openPublic': 'Open public page',
  'publicLink.qr': 'QR code',
  'publicLink.qrAlt': 'QR code of {url}',
  'publicLink.qrHint': 'Point a phone camera at it to open the public page.',
  'publicLink.qrFailed': 'The QR code could not be made. Please try again.',
  'publicLink.downloadPng': 'Download PNG',
  'publicLink.downloadSvg': 'Download SVG',
  'publicLink.domain.label': 'Domain',
  'publicLink.domain.shared': 'Shared Shoplinks address',
  'publicLink.domain.moved': 'Moved. The old address keeps working too.',
} as const;
