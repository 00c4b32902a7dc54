/** The store-connect screen at `/auth` (docs/store.md#connect): `?auth=` store token or `?connected=1`. */
import { Panel } from '../components/Panel';
import { StoreAuthFlow } from '../features/store/components/StoreAuthFlow';
import { queryParam } from '../lib/query';
import type { PageComponentProps } from '../lib/pageTypes';

export function StoreAuthPage({ props }: PageComponentProps) {
  return (
    <Panel>
      <StoreAuthFlow
        auth={queryParam(props.query, 'auth') || null}
        connected={queryParam(props.query, 'connected') === '1'}
        user={props.user}
        appStoreUrl={props.config.appStoreUrl}
      />
    </Panel>
  );
}
