/**
 * The current page's props (user, config, path) for components deep in the tree, so layouts
 * do not thread them through every level.
 */
import { createContext, useContext } from 'react';
import type { PageProps } from '../generated/PageProps';

export const PagePropsContext = createContext<PageProps | null>(null);

/** The current page props; throws outside the app so a wiring mistake fails loudly. */
export function usePageProps(): PageProps {
  const props = useContext(PagePropsContext);
  if (!props) throw new Error('usePageProps() used outside <App>');
  return props;
}
