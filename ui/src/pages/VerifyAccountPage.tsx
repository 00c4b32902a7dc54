/** Account verification (docs/accounts.md#verification): checks `?token=` from the emailed link. */
import { Panel } from '../components/Panel';
import { VerifyAccountStatus } from '../features/auth/components/VerifyAccountStatus';
import { queryParam } from '../lib/query';
import type { PageComponentProps } from '../lib/pageTypes';

export function VerifyAccountPage({ props }: PageComponentProps) {
  return (
    <Panel>
      <VerifyAccountStatus token={queryParam(props.query, 'token') || null} />
    </Panel>
  );
}
