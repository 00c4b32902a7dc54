/** Hebrew strings of the sale fees (docs/billing.md#the-per-sale-fee). */
import type { feesEn } from './fees.en';

export const feesHe: { readonly [K in keyof typeof feesEn]: string } = {
  'account.fees.title': 'עמלות מכירה',
  'account.fees.loading': 'טוענים את העמלות…',
  'account.fees.failed': 'לא הצלחנו לטעון את העמלות. נסו לטעון את הדף מחדש.',
  'account.fees.none':
    'במסלול שלכם אין עמלת מכירה. במסלולים בתשלום נגבית עמלה קטנה על כל הזמנה שנמכרה דרך לוק, בחשבון Shopify שלכם.',
  'account.fees.terms':
    '{fee} על כל הזמנה שנמכרה דרך לוק, נגבית בחשבון Shopify שלכם {days} ימים אחרי ההזמנה, אלא אם היא הוחזרה במלואה עד אז. לכל היותר {cap} בכל 30 יום.',
  'account.fees.cycle': 'המחזור הנוכחי: {start} עד {end}',
  'account.fees.figures': 'עמלות המכירה במחזור הזה',
  'account.fees.charged': 'נגבו',
  'account.fees.chargedOf': '{amount} מתוך {cap}',
  'account.fees.held': 'ממתינות',
  'account.fees.waived': 'הוחזרו, לא נגבו',
  'account.fees.sales': '{count} מכירות',
  'account.fees.salesOne': 'מכירה אחת',
  'account.fees.capReached.title': 'הגעתם לתקרה של המחזור הזה',
  'account.fees.capReached.body':
    'מכירות דרך לוקים לא יחויבו בעמלה עד סוף המחזור ב-{end}. לא נגבו עד עכשיו: {count} מכירות, {amount}.',
  'account.fees.byLook': 'עמלות לפי לוק',
  'account.fees.look': 'לוק',
  'account.fees.deletedLook': 'לוק שנמחק',
  'account.fees.recent': 'המכירות האחרונות',
  'account.fees.order': 'הזמנה',
  'account.fees.fee': 'עמלה',
  'account.fees.status': 'מצב',
  'account.fees.noSales': 'עדיין אין מכירות דרך לוקים במחזור הזה.',
  'account.fees.state.held': 'ממתינה עד {date}',
  'account.fees.state.charged': 'נגבתה',
  'account.fees.state.waived': 'הוחזרה, לא נגבתה',
  'account.fees.state.overCap': 'מעל התקרה, לא נגבתה',
  'account.fees.state.noPlan': 'אין מסלול בתשלום, לא נגבתה',
  'pricing.feeTerms':
    'איך עמלת המכירה עובדת: היא נגבית על כל הזמנה שנמכרה דרך לוק (קישור חכם מרובה מוצרים), בחשבון Shopify שלכם, 7 ימים אחרי ההזמנה, אלא אם ההזמנה הוחזרה במלואה עד אז. היא אף פעם לא עולה על 150$ (Starter), 500$ (Business) או 1,500$ (Pro) ב-30 יום. תקופת הניסיון החינמית חלה על המחיר החודשי; העמלה חלה מהיום הראשון.',
};
