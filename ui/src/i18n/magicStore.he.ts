/** Hebrew strings of the magic store page. */
import type { magicStoreEn } from './magicStore.en';

export const magicStoreHe: { readonly [K in keyof typeof magicStoreEn]: string } = {
  'magicStore.intro': 'העלו תמונה או סרטון של המוצרים שלכם: נמצא אותם בקטלוג ונפתח איתם קישור חדש.',
  'magicStore.drop': 'גררו לכאן תמונה או סרטון',
  'magicStore.choose': 'בחירת קובץ',
  'magicStore.capture': 'צילום תמונה או סרטון',
  'magicStore.rules': 'תמונות עד 10MB; סרטונים מסוג MP4, MOV, WebM או Ogg עד 150MB.',

  'magicStore.progress.title': 'יוצרים את החנות הקסומה שלכם',
  'magicStore.progress.steps': 'שלבים',
  'magicStore.progress.cancel': 'ביטול',
  'magicStore.step.upload': 'מעלים את המדיה',
  'magicStore.step.compress': 'מכווצים את המדיה',
  'magicStore.step.search': 'מחפשים מוצרים',
  'magicStore.step.done': 'בונים את החנות',

  'magicStore.alert.fileTooLarge': 'הקובץ גדול מדי! בחרו קובץ של פחות מ-150MB.',
  'magicStore.alert.imageTooLarge': 'קובץ התמונה גדול מדי! בחרו תמונה של פחות מ-10MB.',
  'magicStore.alert.notSupported': 'סוג המדיה {type} אינו נתמך.',
  'magicStore.alert.unknownType': 'לא ידוע',
  'magicStore.server.notMedia': 'הקובץ הזה אינו תמונה או סרטון.',
  'magicStore.server.stillIndexing': 'התמונות בקטלוג שלכם עדיין עוברות אינדוקס. נסו שוב בעוד כמה דקות.',
  'magicStore.server.upgrade': 'שדרגו כדי לקבל גישה לחנות הקסומה.',

  'magicStore.noneFound': 'לא זיהינו אף אחד מהמוצרים שלכם בתמונה או בסרטון. הוסיפו בעצמכם את המוצרים של הקישור.',

  'magicStore.merchantOnly': 'החנות הקסומה היא האזור של בעל החנות, ולכן רק בעל החנות יראה אותה.',
  'magicStore.upgrade.title': 'שדרגו כדי לקבל גישה',
  'magicStore.upgrade.message': 'החנות הקסומה, קישור חדש מתמונה או מסרטון של המוצרים שלכם, כלולה במסלולים בתשלום.',
  'magicStore.upgrade.button': 'למסלולים',
  'magicStore.trialEnded.message': 'בחרו מסלול כדי להשתמש בחנות הקסומה.',
  'magicStore.turnOn.message': 'הפעילו תיוג AI בהגדרות כדי להשתמש בחנות הקסומה',
  'magicStore.turnOn.button': 'מעבר להגדרות',
  'magicStore.needsStore.button': 'לחיבור החנות',
};
