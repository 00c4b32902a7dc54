/** English strings of the recent-orders lists: the link previews' table and home's list. */
export const ordersEn = {
  'orders.title': 'Recent orders',
  'orders.order': 'Order',
  'orders.date': 'Date',
  'orders.status': 'Status',
  'orders.products': 'Products',
  'orders.total': 'Total',
  'orders.items': 'Show the items',
  'orders.itemsList': 'Items of the order',
  'orders.loadingItems': 'Loading the items…',
  'orders.quantity': 'Qty {quantity}',
  'orders.none': 'No items to display',
  'orders.status.paid': 'Paid',
  'orders.status.refunded': 'Refunded',
  'orders.status.partiallyRefunded': 'Partially refunded',
} as const;
