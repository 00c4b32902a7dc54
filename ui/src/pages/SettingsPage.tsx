/**
 * Settings (docs/settings.md): the merchant's analytics ids, auto-swap, AI tagging and AI
 * preferences, default UTM parameters and shipping and returns page. Influencers and merchants
 * without a connected store are sent home.
 */
import { SettingsArea } from '../features/settings/components/SettingsArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function SettingsPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <SettingsArea user={props.user} config={props.config} />;
}
