/** Hebrew strings of the recent-orders lists: the link previews' table and home's list. */
import type { ordersEn } from './orders.en';

export const ordersHe: { readonly [K in keyof typeof ordersEn]: string } = {
  'orders.title': 'הזמנות אחרונות',
  'orders.order': 'הזמנה',
  'orders.date': 'תאריך',
  'orders.status': 'סטטוס',
  'orders.products': 'מוצרים',
  'orders.total': 'סכום',
  'orders.items': 'הצגת הפריטים',
  'orders.itemsList': 'פריטי ההזמנה',
  'orders.loadingItems': 'טוען את הפריטים…',
  'orders.quantity': 'כמות {quantity}',
  'orders.none': 'אין פריטים להצגה',
  'orders.status.paid': 'שולם',
  'orders.status.refunded': 'הוחזר',
  'orders.status.partiallyRefunded': 'הוחזר חלקית',
};
