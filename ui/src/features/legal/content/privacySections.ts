/** The privacy policy's sections, in reading order; every language provides each of them. */
export const PRIVACY_SECTIONS = [
  'about',
  'scope',
  'eligibility',
  'collect',
  'use',
  'cookies',
  'sharing',
  'payments',
  'retention',
  'security',
  'transfers',
  'rights',
  'merchantData',
  'changes',
  'contact',
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number];
