/**
 * The server answers in English (`error.message`, `error.fields`). Messages the UI knows are
 * shown from the catalogue in the page's language; an unknown message is shown as the server
 * wrote it rather than hidden.
 */
import type { MessageKey } from '../i18n/catalogue';
import type { Translate } from '../i18n/translate';
import { ApiError } from './api';

/** Server messages (server/src/features/auth/*.rs, billing) and the catalogue keys that say the same. */
const KNOWN: Readonly<Record<string, MessageKey>> = {
  'Username must be 3 to 30 characters long': 'rules.username.length',
  'Incorrect username format: use letters, digits, _ and - only': 'rules.username.format',
  'This username is not available': 'rules.username.reserved',
  'This username is already taken': 'rules.username.taken',
  'Incorrect email format': 'rules.email.format',
  'This email is already registered': 'rules.email.taken',
  'Password must be at least 6 characters long': 'rules.password.minLength',
  'Password must contain at least one digit': 'rules.password.digit',
  'Password must be at most 72 bytes long': 'rules.password.maxBytes',
  'Name is required (at most 100 characters)': 'rules.name.required',
  'Name must be at most 100 characters long': 'rules.name.tooLong',
  'Description is required (at most 2000 characters)': 'rules.description.required',
  'Username or email is required': 'rules.usernameOrEmail.required',
  'Type your username to confirm': 'rules.confirmation.mismatch',
  'Verification link expired': 'verifyAccount.expired',
  'This password reset link is invalid or has expired': 'resetPassword.linkInvalid',
  'Please verify your email address first. We sent you a new verification link.': 'login.notVerified',
  'Connect your store before choosing a plan': 'pricing.error.storeRequired',
  // server/src/features/links/promocodes: the promocode field and its create form.
  'Connect your store before adding a promocode': 'edit.promocodeServer.notConnected',
  'Your store could not be reached to check this code. Try again.': 'edit.promocodeServer.unreachable',
  'Enter a percentage from 1 to 100': 'edit.promocodeServer.percentage',
  'Enter an amount greater than 0': 'edit.promocodeServer.amount',
  'Only the merchant can add a promocode to your links': 'edit.promocodeServer.merchantOnly',
  // server/src/features/appearance/theme.rs and catalog/options_map.rs: the Appearance page.
  'Use a colour such as #1a2b3c': 'appearance.server.colour',
  'At most two sentences': 'appearance.server.sentences',
  'A sentence has at most 50 characters': 'appearance.server.sentenceLength',
  'At most 100 characters': 'appearance.server.tooLong',
  'Colours are written #rrggbb': 'appearance.server.optionColour',
  // server/src/features/settings/logo.rs: a logo address that is not one of the business's uploads.
  'Upload the logo first': 'appearance.server.logoNotUploaded',
  // server/src/features/settings/model.rs and links/validate.rs: the Settings page's fields.
  'A pixel id is 15 or 16 digits': 'settings.analytics.pixelError',
  'Use a measurement id such as G-1A2B3C4D5E': 'settings.analytics.measurementError',
  'The shipping and returns page must be on your store': 'settings.server.shippingOffStore',
  'Enter a web address such as https://your-store.com/policies/refund-policy': 'settings.server.shippingInvalid',
  'AI tagging comes with a paid plan': 'settings.server.paidOnly',
  // server/src/features/domains/rules.rs: the brand domains section.
  'Enter a domain such as go.yourbrand.com.': 'settings.domains.server.notADomain',
  'Use a subdomain such as go.yourbrand.com: the main domain of a site cannot point to us.': 'settings.domains.server.apex',
  'This domain belongs to Shoplinks. Use one of your own.': 'settings.domains.server.ours',
  'This domain is already added.': 'settings.domains.server.added',
  'This domain is in use by another account.': 'settings.domains.problem.inUse',
  'You can add up to 5 brand domains.': 'settings.domains.server.tooMany',
  'Verify this domain before using it for links.': 'settings.domains.server.notVerified',
  'Brand domains come with the Business and Pro plans.': 'settings.domains.paidOnly',
  'Tracking tags may use letters, digits, spaces and - _ . + ~ (at most 100 characters)': 'settings.server.tags',
  // server/src/features/shopboard: the shopboard's tagging, free-trial refusals and connect return.
  'At most 5 products may be tagged on a post.': 'shopboard.tag.limit',
  'Your free trial has ended. Choose a plan to keep using the shopboard.': 'shopboard.server.trialEnded',
  'Problem connecting to a social network.': 'socialAuth.failed',
  // server/src/features/magic_store: its refusals, and the sizes the dashboard checks first.
  'Upgrade to get access to magic store': 'magicStore.server.upgrade',
  'Turn on AI tagging in Settings to use magic store': 'magicStore.turnOn.message',
  "Your catalog's pictures are still being indexed. Try again in a few minutes.": 'magicStore.server.stillIndexing',
  'This file is not a picture or a video': 'magicStore.server.notMedia',
  'File is too large! Please select a file under 150MB.': 'magicStore.alert.fileTooLarge',
  'Image file is too large! Please select an image under 10MB.': 'magicStore.alert.imageTooLarge',
};

/**
 * Server messages that name a value (the promocode messages name the code), matched whole; the
 * named groups fill the catalogue text's placeholders of the same names.
 */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; key: MessageKey }> = [
  { pattern: /^Your store has no code (?<code>\S+)\. Create it here or pick one of your store's codes\.$/, key: 'edit.promocodeServer.missing' },
  { pattern: /^(?<code>\S+) is not active in your store\. Pick an active code or create a new one\.$/, key: 'edit.promocodeServer.inactive' },
  { pattern: /^Your store already has the code (?<code>\S+)$/, key: 'edit.promocodeServer.exists' },
  { pattern: /^You can use only your own promocode, (?<code>\S+), on your links$/, key: 'edit.promocodeServer.notYours' },
  { pattern: /^Choose one of (?<choices>.+)$/, key: 'appearance.server.chooseOne' },
  // server/src/features/magic_store/rules.rs: a type the magic store does not take.
  { pattern: /^Media type (?<type>.+) is not supported\.$/, key: 'magicStore.alert.notSupported' },
  // server/src/features/media/quota.rs: the uploads' allowance (429).
  {
    pattern: /^You have uploaded (?<count>\d+) images in the last hour\. You can upload more in (?<minutes>\d+) minutes?\.$/,
    key: 'edit.uploadServer.hourlyMinutes',
  },
  {
    pattern: /^You have uploaded (?<count>\d+) images in the last hour\. You can upload more in (?<hours>\d+) hours?\.$/,
    key: 'edit.uploadServer.hourlyHours',
  },
  {
    pattern: /^Your images of the last 24 hours have used this account's (?<mb>\d+) MB for uploads\. You can upload more in (?<minutes>\d+) minutes?\.$/,
    key: 'edit.uploadServer.dailyMinutes',
  },
  {
    pattern: /^Your images of the last 24 hours have used this account's (?<mb>\d+) MB for uploads\. You can upload more in (?<hours>\d+) hours?\.$/,
    key: 'edit.uploadServer.dailyHours',
  },
];

/** The catalogue key for a server message, or null when the UI does not know it. */
export function serverMessageKey(message: string): MessageKey | null {
  return Object.prototype.hasOwnProperty.call(KNOWN, message) ? (KNOWN[message] ?? null) : null;
}

/** The catalogue key of a server message, plain or naming a value; null when unknown. */
export function anyServerMessageKey(message: string): MessageKey | null {
  return serverMessageKey(message) ?? PATTERNS.find(({ pattern }) => pattern.test(message))?.key ?? null;
}

/** A server message in the page's language when known, else as the server wrote it. */
export function localizeServerMessage(t: Translate, message: string): string {
  const key = serverMessageKey(message);
  if (key) return t(key);
  for (const { pattern, key: patternKey } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, match.groups);
  }
  return message;
}

/** Per-field messages of a failed call, localised; empty for other errors. */
export function fieldMessages(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    if (message) out[field] = localizeServerMessage(t, message);
  }
  return out;
}
