/**
 * Appearance (docs/appearance.md): the theme of the business's instant store pages, its logo and
 * how product options show. Merchants with a connected store; anyone else is sent home.
 */
import { AppearanceArea } from '../features/appearance/components/AppearanceArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function AppearancePage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <AppearanceArea user={props.user} />;
}
