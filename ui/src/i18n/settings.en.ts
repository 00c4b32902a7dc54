/** English strings of the Settings page (docs/settings.md). */
export const settingsEn = {
  'settings.loadFailed': 'Your settings could not be loaded. Please reload the page.',
  'settings.saved': 'Settings saved',

  'settings.analytics.title': 'Analytics integrations',
  'settings.analytics.intro':
    'Your instant store pages load your Meta pixel and Google Analytics tag, so your own tools see the visits your links bring.',
  'settings.analytics.pixel': 'Meta pixel ID',
  'settings.analytics.pixelHint': '15 or 16 digits, from Meta Events Manager',
  'settings.analytics.pixelError': 'A Meta pixel ID is 15 or 16 digits.',
  'settings.analytics.measurement': 'Google Analytics measurement ID',
  'settings.analytics.measurementHint': 'G- and 4 to 12 letters or digits, such as G-1A2B3C4D5E',
  'settings.analytics.measurementError': 'A measurement ID is G- followed by 4 to 12 letters or digits, such as G-1A2B3C4D5E.',

  'settings.autoSwap.title': 'Auto-swap',
  'settings.autoSwap.switch': 'Swap sold-out products automatically',
  'settings.autoSwap.explain':
    'When a product on a live look runs out of stock, it is replaced with the most similar product that is in stock, so shoppers never land on a look they cannot buy.',
  'settings.autoSwap.history': 'Recent swaps',
  'settings.autoSwap.empty': 'No products have been swapped yet.',
  'settings.autoSwap.loadFailed': 'The recent swaps could not be loaded.',
  'settings.autoSwap.replacedBy': 'replaced by',

  'settings.aiTagging.title': 'AI tagging',
  'settings.aiTagging.intro': 'How readily AI tagging matches the products it sees in your posts and videos to your catalog.',
  'settings.aiTagging.sensitivity': 'AI tagging sensitivity',
  'settings.aiTagging.OFF': 'Off',
  'settings.aiTagging.HIGH': 'High: only close matches',
  'settings.aiTagging.MEDIUM': 'Medium: close and likely matches',
  'settings.aiTagging.LOW': 'Low: looser matches too',
  'settings.aiTagging.paidOnly': 'AI tagging comes with the paid plans.',
  'settings.aiTagging.upgrade': 'Upgrade',
  'settings.aiTagging.tryFree': 'Try for free',
  'settings.aiTagging.demo': 'Product vision (AI tagging and the magic store) is off. Choose a sensitivity to turn it on, or book a demo and our team will set it up with you.',
  'settings.aiTagging.bookDemo': 'Book a demo',

  'settings.preferences.title': 'AI preferences',
  'settings.preferences.tabs': 'Preference lists',
  'settings.preferences.tab.promote': 'Promote',
  'settings.preferences.tab.exclude': 'Exclude',
  'settings.preferences.intro.promote':
    "Promoted products come first in the product pickers' suggestions, and auto-swap prefers them and the products of promoted collections.",
  'settings.preferences.intro.exclude':
    "Excluded products, and the products of excluded collections, are left out of the product pickers' suggestions (a search still finds them), and auto-swap never picks them.",
  'settings.preferences.products': 'Products',
  'settings.preferences.collections': 'Collections',
  'settings.preferences.count': '{count} selected',
  'settings.preferences.choose': 'Choose',
  'settings.preferences.chooseList': 'Choose: {list}',
  'settings.preferences.list.promote.products': 'Products to promote',
  'settings.preferences.list.promote.collections': 'Collections to promote',
  'settings.preferences.list.exclude.products': 'Products to exclude',
  'settings.preferences.list.exclude.collections': 'Collections to exclude',
  'settings.preferences.conflict': 'Some of these are promoted too. Take them off one of the two lists.',
  'settings.preferences.loadFailed': 'Your AI preferences could not be loaded.',

  'settings.utm.title': 'UTM parameters',
  'settings.utm.intro': 'Added to every store hand-off and short redirect, unless the link has tracking tags of its own.',

  'settings.shipping.title': 'Shipping and returns',
  'settings.shipping.intro': 'Your instant store pages link to this page of your store, where shoppers read your shipping and returns policy.',
  'settings.shipping.url': 'Shipping and returns page',

  'settings.strip.label': 'Unsaved changes',
  'settings.strip.message': 'You have unsaved changes.',
  'settings.strip.discard': 'Discard',
  'settings.strip.save': 'Save',
  'settings.strip.saving': 'Saving…',

  'settings.server.shippingOffStore': 'The shipping and returns page must be on your store.',
  'settings.server.shippingInvalid': 'Enter a web address such as https://your-store.com/policies/refund-policy.',
  'settings.server.paidOnly': 'AI tagging comes with a paid plan.',
  'settings.server.tags': 'Tracking tags may use letters, digits, spaces and - _ . + ~ (at most 100 characters).',
} as const;
