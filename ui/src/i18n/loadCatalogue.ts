/**
 * Loads a language's catalogue in the browser before anything renders in it (the client entry
 * before hydration, client navigation before it shows a page). English is built in; every other
 * language is a chunk of its own, fetched only by pages in that language.
 */
import type { Locale } from '../generated/Locale';
import { addCatalogue, hasCatalogue } from './translate';

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  switch (locale) {
    case 'he':
      addCatalogue('he', (await import('./he')).he);
      return;
    case 'en':
      return;
  }
}
