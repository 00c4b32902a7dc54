/** Hebrew strings of the trends page. */
import type { trendsEn } from './trends.en';

export const trendsHe: { readonly [K in keyof typeof trendsEn]: string } = {
  'trends.intro': 'נתונים מצטברים מההזמנות ומהביקורים שהגיעו דרך הקישורים שלך.',
  'trends.seeAll': 'הצגת הכל',
  'trends.hide': 'הסתרה',

  'trends.top.title': 'המוצרים המובילים',
  'trends.top.empty': 'עדיין אין מכירות דרך הקישורים שלך. המוצרים הנמכרים ביותר יופיעו כאן כשקונים יצפו ויקנו דרך הקישורים.',
  'trends.combinations.title': 'השילובים הטובים ביותר',
  'trends.combinations.empty':
    'עדיין אין מוצרים שנקנים יחד מספיק פעמים. שילובים יופיעו כשלפחות 3 הזמנות דרך הקישורים שלך יכללו את אותם המוצרים.',
  'trends.complementary.title': 'מוצרים משלימים',
  'trends.complementary.boughtWith': 'מה נמכר עם {title}',
  'trends.complementary.change': 'החלפת מוצר',
  'trends.complementary.choose': 'בחירת מוצר',
  'trends.complementary.none': 'עדיין אין מכירות דרך הקישורים שלך. בחרו מוצר כדי לראות מה נמכר איתו.',
  'trends.complementary.empty': 'עדיין לא נמכר דבר יחד עם {title} דרך הקישורים שלך.',

  'trends.product.score': 'ציון מכירות {score}',
  'trends.product.complementScore': 'ציון שילוב {score}',
  'trends.combination.support': 'נקנים יחד ב-{percent}% מההזמנות',
  'trends.combination.lift': 'פי {lift} יותר מהצפוי במקרה',
  'trends.quickLink': 'יצירת קישור',
  'trends.quickLink.for': 'יצירת קישור: {titles}',

  'trends.upgrade.title': 'שדרגו כדי לקבל גישה',
  'trends.upgrade.message': 'טרנדים (המוצרים המובילים, מה נמכר יחד ומה כדאי לשלב) כלולים במסלולי ביזנס ופרו.',
  'trends.upgrade.button': 'למסלולים',
  'trends.merchantOnly': 'טרנדים מציגים את המכירות של כל החנות, ולכן רק בעל החנות רואה אותם.',
};
