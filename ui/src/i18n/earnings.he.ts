/** Hebrew strings of an influencer's own earnings. */
import type { earningsEn } from './earnings.en';

export const earningsHe: { readonly [K in keyof typeof earningsEn]: string } = {
  'earnings.title': 'הרווחים שלך',
  'earnings.lifetime': 'מאז שהתחלת: עמלה של {commission} על {sales} הזמנות',
  'earnings.lifetimeCommission': 'מאז שהתחלת: עמלה של {commission}',
  'earnings.rule': 'העמלה שלך היא {rate} מ{base}.',
  'earnings.base.total': 'סכום כל הזמנה',
  'earnings.base.lessRefunds': 'סכום כל הזמנה, פחות החזרים',
  'earnings.base.lessVat': 'סכום כל הזמנה, פחות מס',
  'earnings.base.lessBoth': 'סכום כל הזמנה, פחות החזרים ומס',
  'earnings.ratio': 'המוכר/ת מחשב/ת {ratio} מההכנסות האלה.',
  'earnings.refundsKept': 'החזרים אינם מנוכים מהעמלה שלך.',
  'earnings.download': 'הורדת CSV',
  'earnings.failed': 'לא הצלחנו לטעון את הרווחים שלך. כדאי לנסות שוב בעוד רגע.',
};
