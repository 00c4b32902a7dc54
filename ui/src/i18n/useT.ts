/** Hooks for components: `useT()` returns `t(key, vars)` for the current locale. */
import { useContext } from 'react';
import { LocaleContext, type LocaleContextValue } from './LocaleContext';
import type { Translate } from './translate';

export function useT(): Translate {
  return useContext(LocaleContext).t;
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
