/** English strings of the sale fees: the account page's section and the pricing page's terms (docs/billing.md#the-per-sale-fee). */
export const feesEn = {
  'account.fees.title': 'Sale fees',
  'account.fees.loading': 'Loading the fees…',
  'account.fees.failed': 'The fees could not be loaded. Try reloading the page.',
  'account.fees.none':
    'Your plan has no sale fee. Paid plans charge a small fee on each order sold through a look, on your Shopify bill.',
  'account.fees.terms':
    '{fee} per order sold through a look, charged on your Shopify bill {days} days after the order unless it is refunded in full by then. At most {cap} every 30 days.',
  'account.fees.cycle': 'This cycle: {start} to {end}',
  'account.fees.figures': 'Sale fees this cycle',
  'account.fees.charged': 'Charged',
  'account.fees.chargedOf': '{amount} of {cap}',
  'account.fees.held': 'Waiting',
  'account.fees.waived': 'Refunded, not charged',
  'account.fees.sales': '{count} sales',
  'account.fees.salesOne': '1 sale',
  'account.fees.capReached.title': 'The cap for this cycle is reached',
  'account.fees.capReached.body':
    'Sales through looks carry no fee until the cycle ends on {end}. Not charged so far: {count} sales, {amount}.',
  'account.fees.byLook': 'Fees by look',
  'account.fees.look': 'Look',
  'account.fees.deletedLook': 'A deleted look',
  'account.fees.recent': 'Latest sales',
  'account.fees.order': 'Order',
  'account.fees.fee': 'Fee',
  'account.fees.status': 'Status',
  'account.fees.noSales': 'No sales through looks this cycle yet.',
  'account.fees.state.held': 'Waiting until {date}',
  'account.fees.state.charged': 'Charged',
  'account.fees.state.waived': 'Refunded, not charged',
  'account.fees.state.overCap': 'Over the cap, not charged',
  'account.fees.state.noPlan': 'No paid plan, not charged',
  'pricing.feeTerms':
    'How the sale fee works: it is charged for each order sold through a look (a smart multi-product link), on your Shopify bill, 7 days after the order unless the order is refunded in full by then. It never comes to more than $150 (Starter), $500 (Business) or $1,500 (Pro) in 30 days. The free trial covers the monthly price; the fee applies from the first day.',
} as const;
