/** The terms' sections, in reading order; every language provides each of them. */
export const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'eligibility',
  'accounts',
  'usernames',
  'store',
  'plans',
  'fees',
  'feeChanges',
  'cancellation',
  'refunds',
  'acceptableUse',
  'content',
  'influencers',
  'ourProperty',
  'changesToService',
  'termination',
  'disclaimers',
  'liability',
  'law',
  'changes',
  'contact',
] as const;

export type TermsSectionId = (typeof TERMS_SECTIONS)[number];
