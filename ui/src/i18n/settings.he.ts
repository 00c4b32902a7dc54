/** Hebrew strings of the Settings page (docs/settings.md). */
import type { settingsEn } from './settings.en';

export const settingsHe: { readonly [K in keyof typeof settingsEn]: string } = {
  'settings.loadFailed': 'לא הצלחנו לטעון את ההגדרות שלכם. נסו לטעון את הדף מחדש.',
  'settings.saved': 'ההגדרות נשמרו',

  'settings.analytics.title': 'חיבורי אנליטיקה',
  'settings.analytics.intro':
    'דפי החנות המיידית טוענים את פיקסל Meta ואת תג Google Analytics שלכם, כדי שהכלים שלכם יראו את הביקורים שהקישורים מביאים.',
  'settings.analytics.pixel': 'מזהה פיקסל Meta',
  'settings.analytics.pixelHint': '15 או 16 ספרות, מתוך Meta Events Manager',
  'settings.analytics.pixelError': 'מזהה פיקסל Meta הוא 15 או 16 ספרות.',
  'settings.analytics.measurement': 'מזהה מדידה של Google Analytics',
  'settings.analytics.measurementHint': 'G- ואחריו 4 עד 12 אותיות או ספרות, למשל G-1A2B3C4D5E',
  'settings.analytics.measurementError': 'מזהה מדידה הוא G- ואחריו 4 עד 12 אותיות או ספרות, למשל G-1A2B3C4D5E.',

  'settings.autoSwap.title': 'החלפה אוטומטית',
  'settings.autoSwap.switch': 'החלפה אוטומטית של מוצרים שאזלו',
  'settings.autoSwap.explain':
    'כשמוצר בלוק פעיל אוזל מהמלאי, הוא מוחלף במוצר הדומה לו ביותר שיש במלאי, כך שקונים לא מגיעים ללוק שאי אפשר לקנות ממנו.',
  'settings.autoSwap.history': 'החלפות אחרונות',
  'settings.autoSwap.empty': 'עדיין לא הוחלפו מוצרים.',
  'settings.autoSwap.loadFailed': 'לא הצלחנו לטעון את ההחלפות האחרונות.',
  'settings.autoSwap.replacedBy': 'הוחלף ב־',

  'settings.aiTagging.title': 'תיוג AI',
  'settings.aiTagging.intro': 'עד כמה תיוג ה־AI מתאים בקלות את המוצרים שהוא מזהה בפוסטים ובסרטונים שלכם למוצרי הקטלוג.',
  'settings.aiTagging.sensitivity': 'רגישות תיוג AI',
  'settings.aiTagging.OFF': 'כבוי',
  'settings.aiTagging.HIGH': 'גבוהה: רק התאמות קרובות',
  'settings.aiTagging.MEDIUM': 'בינונית: התאמות קרובות וסבירות',
  'settings.aiTagging.LOW': 'נמוכה: גם התאמות רחוקות יותר',
  'settings.aiTagging.paidOnly': 'תיוג AI כלול במסלולים בתשלום.',
  'settings.aiTagging.upgrade': 'שדרוג',
  'settings.aiTagging.tryFree': 'נסו בחינם',
  'settings.aiTagging.demo': 'ראיית המוצרים (תיוג AI והחנות הקסומה) כבויה. בחרו רגישות כדי להפעיל אותה, או קבעו הדגמה והצוות שלנו יפעיל אותה איתכם.',
  'settings.aiTagging.bookDemo': 'קביעת הדגמה',

  'settings.preferences.title': 'העדפות AI',
  'settings.preferences.tabs': 'רשימות העדפות',
  'settings.preferences.tab.promote': 'קידום',
  'settings.preferences.tab.exclude': 'החרגה',
  'settings.preferences.intro.promote':
    'מוצרים מקודמים מופיעים ראשונים בהצעות של בוחר המוצרים, וההחלפה האוטומטית מעדיפה אותם ואת המוצרים של אוספים מקודמים.',
  'settings.preferences.intro.exclude':
    'מוצרים מוחרגים, והמוצרים של אוספים מוחרגים, לא מופיעים בהצעות של בוחר המוצרים (חיפוש עדיין מוצא אותם), וההחלפה האוטומטית אף פעם לא בוחרת בהם.',
  'settings.preferences.products': 'מוצרים',
  'settings.preferences.collections': 'אוספים',
  'settings.preferences.count': '{count} נבחרו',
  'settings.preferences.choose': 'בחירה',
  'settings.preferences.chooseList': 'בחירה: {list}',
  'settings.preferences.list.promote.products': 'מוצרים לקידום',
  'settings.preferences.list.promote.collections': 'אוספים לקידום',
  'settings.preferences.list.exclude.products': 'מוצרים להחרגה',
  'settings.preferences.list.exclude.collections': 'אוספים להחרגה',
  'settings.preferences.conflict': 'חלק מאלה גם מקודמים. הסירו אותם מאחת משתי הרשימות.',
  'settings.preferences.loadFailed': 'לא הצלחנו לטעון את העדפות ה־AI שלכם.',

  'settings.utm.title': 'פרמטרי UTM',
  'settings.utm.intro': 'נוספים לכל מעבר לחנות ולכל הפניה של קישור קצר, אלא אם לקישור יש תגי מעקב משלו.',

  'settings.shipping.title': 'משלוחים והחזרות',
  'settings.shipping.intro': 'דפי החנות המיידית מקשרים לדף הזה בחנות שלכם, שבו קונים קוראים את מדיניות המשלוחים וההחזרות.',
  'settings.shipping.url': 'דף משלוחים והחזרות',

  'settings.strip.label': 'שינויים שלא נשמרו',
  'settings.strip.message': 'יש לכם שינויים שלא נשמרו.',
  'settings.strip.discard': 'ביטול השינויים',
  'settings.strip.save': 'שמירה',
  'settings.strip.saving': 'שומרים…',

  'settings.server.shippingOffStore': 'דף המשלוחים וההחזרות חייב להיות בחנות שלכם.',
  'settings.server.shippingInvalid': 'הזינו כתובת אינטרנט, למשל https://your-store.com/policies/refund-policy.',
  'settings.server.paidOnly': 'תיוג AI כלול במסלול בתשלום.',
  'settings.server.tags': 'תגי מעקב יכולים לכלול אותיות באנגלית, ספרות, רווחים ו־- _ . + ~ (עד 100 תווים).',
} as const;
