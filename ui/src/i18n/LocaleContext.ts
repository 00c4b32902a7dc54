/** React context carrying the current locale and its bound translate function. */
import { createContext } from 'react';
import type { Locale } from '../generated/Locale';
import { directionOf, translatorFor, type Direction, type Translate } from './translate';

export interface LocaleContextValue {
  locale: Locale;
  dir: Direction;
  t: Translate;
}

/** English outside a provider, so isolated component tests still render text. */
export const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en',
  dir: directionOf('en'),
  t: translatorFor('en'),
});
