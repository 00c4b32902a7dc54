/**
 * The return from a social network's consent page, `/{instagram|tiktok|pinterest}/auth`: completes
 * the connection and opens the shopboard on that network's tab, or says the connection failed.
 */
import { Panel } from '../components/Panel';
import { SocialAuthFlow } from '../features/shopboard/components/SocialAuthFlow';
import { matchRoute } from '../lib/routes';
import type { PageComponentProps } from '../lib/pageTypes';

export function SocialAuthPage({ props }: PageComponentProps) {
  const match = matchRoute(props.path);
  const network = match?.kind === 'page' ? match.social : undefined;
  return <Panel>{network ? <SocialAuthFlow network={network} query={props.query} signedIn={props.user !== null} /> : null}</Panel>;
}
