/** Hebrew strings of a link's public address, its Open menu and QR code (keys of `publicLink.en.ts`). */
import type { publicLinkEn } from './publicLink.en';

export const publicLinkHe: { readonly [K in keyof typeof publicLinkEn]: string } = {
  'publicLink.label': 'קישור ציבורי',
  'publicLink.copy': 'העתקה',
  'publicLink.copyLabel': 'העתקת קישור',
  'publicLink.preview': 'תצוגה מקדימה',
  'publicLink.openPublic': 'פתיחת הדף הציבורי',
  'publicLink.qr': 'קוד QR',
  'publicLink.qrAlt': 'קוד QR של {url}',
  'publicLink.qrHint': 'כוונו אליו מצלמת טלפון כדי לפתוח את הדף הציבורי.',
  'publicLink.qrFailed': 'לא הצלחנו ליצור את קוד ה־QR. נסו שוב.',
  'publicLink.downloadPng': 'הורדת PNG',
  'publicLink.downloadSvg': 'הורדת SVG',
  'publicLink.domain.label': 'דומיין',
  'publicLink.domain.shared': 'הכתובת המשותפת של Shoplinks',
  'publicLink.domain.moved': 'הקישור הועבר. גם הכתובת הקודמת ממשיכה לעבוד.',
};
