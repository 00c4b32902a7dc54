/** English strings of the magic store page (docs/magic-store.md#the-page). */
export const magicStoreEn = {
  'magicStore.intro': 'Upload a photo or a video of your products: we find them in your catalog and start a new link with them.',
  'magicStore.drop': 'Drop a photo or video here',
  'magicStore.choose': 'Choose a file',
  'magicStore.capture': 'Take a photo or video',
  'magicStore.rules': 'Photos up to 10 MB; MP4, MOV, WebM or Ogg videos up to 150 MB.',

  'magicStore.progress.title': 'Creating your magic store',
  'magicStore.progress.steps': 'Steps',
  'magicStore.progress.cancel': 'Cancel',
  'magicStore.step.upload': 'Uploading media',
  'magicStore.step.compress': 'Compressing media',
  'magicStore.step.search': 'Searching products',
  'magicStore.step.done': 'Generating store',

  // The alerts: the dashboard's own checks, and the server's words for the same and for its refusals.
  'magicStore.alert.fileTooLarge': 'File is too large! Please select a file under 150MB.',
  'magicStore.alert.imageTooLarge': 'Image file is too large! Please select an image under 10MB.',
  'magicStore.alert.notSupported': 'Media type {type} is not supported.',
  'magicStore.alert.unknownType': 'unknown',
  'magicStore.server.notMedia': 'This file is not a picture or a video.',
  'magicStore.server.stillIndexing': "Your catalog's pictures are still being indexed. Try again in a few minutes.",
  'magicStore.server.upgrade': 'Upgrade to get access to magic store.',

  'magicStore.noneFound': 'We did not recognise any of your products in this photo or video. Add the products of this link yourself.',

  'magicStore.merchantOnly': "Magic store is the merchant's area, so only the merchant will see it.",
  'magicStore.upgrade.title': 'Upgrade to get access',
  'magicStore.upgrade.message': 'Magic store, a new link from a photo or video of your products, comes with the paid plans.',
  'magicStore.upgrade.button': 'See plans',
  'magicStore.trialEnded.message': 'Choose a plan to use magic store.',
  'magicStore.turnOn.message': 'Turn on AI tagging in Settings to use magic store',
  'magicStore.turnOn.button': 'Open Settings',
  'magicStore.needsStore.button': 'Connect your store',
} as const;
