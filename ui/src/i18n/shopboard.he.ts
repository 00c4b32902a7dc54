/** Hebrew strings of the shopboard page, the social sign-in return and the account's social accounts. */
import type { shopboardEn } from './shopboard.en';

export const shopboardHe: { readonly [K in keyof typeof shopboardEn]: string } = {
  'shopboard.intro': 'חברו את החשבונות החברתיים שלכם, בחרו אילו פוסטים יראו הקונים ותייגו בהם את המוצרים.',
  'shopboard.tabs': 'רשתות חברתיות',
  // Brand names: the same in every language.
  'shopboard.network.instagram': 'Instagram',
  'shopboard.network.tiktok': 'TikTok',
  'shopboard.network.pinterest': 'Pinterest',

  'shopboard.connect': 'חיבור {network}',
  'shopboard.connecting': 'מתחבר…',
  'shopboard.unavailable': 'עדיין אי אפשר לחבר את {network} בשרת הזה.',
  'shopboard.notConnected': 'חברו את חשבון ה-{network} שלכם כדי להביא את הפוסטים שלו לשופבורד.',
  'shopboard.syncing': 'מסתנכרן',
  'shopboard.postCount.one': 'פוסט אחד',
  'shopboard.postCount.many': '{count} פוסטים',
  'shopboard.syncFailed': 'הסנכרון האחרון לא הסתיים. נסו לסנכרן שוב.',
  'shopboard.syncAgain': 'סנכרון מחדש',
  'shopboard.syncStarting': 'מתחיל לסנכרן…',
  'shopboard.disconnect': 'ניתוק',
  'shopboard.disconnecting': 'מנתק…',
  'shopboard.disconnect.title': 'לנתק את {network}?',
  'shopboard.disconnect.message':
    'הפוסטים שלכם מ-{network}, עם התיוגים וההגדרות של מה מוצג, יוסרו מ-Shoplinks. אפשר לחבר את החשבון שוב בכל עת.',
  'shopboard.disconnect.cancel': 'ביטול',
  'shopboard.moreOptions': 'אפשרויות נוספות',
  'shopboard.moreOptions.title': 'אפשרויות {network}',
  'shopboard.statusFailed': 'לא הצלחנו לטעון כרגע את החשבונות החברתיים שלכם.',
  'shopboard.openTab': 'פתיחה בשופבורד',

  'shopboard.posts.label': 'פוסטים מ-{network}',
  'shopboard.posts.empty': 'אין עדיין פוסטים בחשבון הזה.',
  'shopboard.posts.failed': 'לא הצלחנו לטעון כרגע את הפוסטים שלכם.',
  'shopboard.posts.syncing': 'הפוסטים שלכם יופיעו כאן כשהסנכרון יסתיים.',
  'shopboard.posts.loadMore': 'טעינת עוד',
  'shopboard.posts.loadingMore': 'טוען עוד פוסטים…',

  'shopboard.post.visible': 'מוצג',
  'shopboard.post.hidden': 'מוסתר',
  'shopboard.post.visibilityLabel': 'הצגה בשופבורד',
  'shopboard.post.tagged': 'מתויג',
  'shopboard.post.aiTagged': 'תויג ב-AI',
  'shopboard.post.untagged': 'לא מתויג',
  'shopboard.post.tagProducts': 'תיוג מוצרים',
  'shopboard.post.saving': 'שומר…',
  'shopboard.post.open': 'פתיחה ב-{network}',
  'shopboard.post.noPicture': 'עדיין לא ניתן היה לטעון את התמונה מהרשת',
  'shopboard.post.noCaption': 'פוסט ללא כיתוב',
  'shopboard.post.products': 'מוצרים מתויגים',

  'shopboard.tag.title': 'תיוג מוצרים',
  'shopboard.tag.save': 'שמירה',
  'shopboard.tag.limit': 'אפשר לתייג עד 5 מוצרים בפוסט.',
  'shopboard.trialEnded.message': 'בחרו תוכנית כדי להמשיך להשתמש בשופבורד.',
  'shopboard.server.trialEnded': 'תקופת הניסיון שלכם הסתיימה. בחרו תוכנית כדי להמשיך להשתמש בשופבורד.',

  'shopboard.analytics.title': 'נתוני השופבורד',
  'shopboard.analytics.note': 'נתוני השופבורד שלכם יופיעו כאן כשהפיד הציבורי יפורסם.',

  'socialAuth.connecting': 'מחבר את חשבון ה-{network} שלכם…',
  'socialAuth.redirecting': 'מעביר אתכם לשופבורד…',
  'socialAuth.failed': 'הייתה בעיה בחיבור לרשת חברתית.',
  'socialAuth.back': 'חזרה לשופבורד',
} as const;
