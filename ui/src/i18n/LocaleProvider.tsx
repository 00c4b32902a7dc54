/**
 * Provides the page's locale to the tree and sets `lang`/`dir` on the root wrapper, so a
 * Hebrew page is right-to-left even before the server's `<html dir>` is considered.
 */
import { useMemo, type ReactNode } from 'react';
import type { Locale } from '../generated/Locale';
import { LocaleContext, type LocaleContextValue } from './LocaleContext';
import { directionOf, translatorFor } from './translate';

interface Props {
  locale: Locale;
  children: ReactNode;
}

export function LocaleProvider({ locale, children }: Props) {
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, dir: directionOf(locale), t: translatorFor(locale) }),
    [locale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <div lang={locale} dir={value.dir}>
        {children}
      </div>
    </LocaleContext.Provider>
  );
}
