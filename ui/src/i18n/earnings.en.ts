/** English strings of an influencer's own earnings (docs/influencers.md#earnings). */
export const earningsEn = {
  'earnings.title': 'Your earnings',
  'earnings.lifetime': 'Since you started: {commission} commission on {sales} orders',
  'earnings.lifetimeCommission': 'Since you started: {commission} commission',
  'earnings.rule': 'You earn {rate} of {base}.',
  'earnings.base.total': "each order's total",
  'earnings.base.lessRefunds': "each order's total, less refunds",
  'earnings.base.lessVat': "each order's total, less tax",
  'earnings.base.lessBoth': "each order's total, less refunds and tax",
  'earnings.ratio': 'Your merchant counts {ratio} of that revenue.',
  'earnings.refundsKept': 'Refunds are not taken off your commission.',
  'earnings.download': 'Download CSV',
  'earnings.failed': 'Your earnings could not be loaded. Try again in a moment.',
} as const;
