/**
 * Home for an admin without a connected store (docs/store.md#connect): what connecting does, the
 * shop-name form and the way to the Shopify help page.
 */
import styled from 'styled-components';
import { Panel } from '../../../components/Panel';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { ConnectStoreForm } from './ConnectStoreForm';

export function ConnectStoreScreen() {
  const t = useT();
  return (
    <Narrow data-connect-screen="">
      <Panel title={t('store.connect.title')} headingLevel={1}>
        <Lead>{t('store.connect.body')}</Lead>
        <ConnectStoreForm />
        <Help>
          <a href={PATHS.helpShopify}>{t('account.store.howTo')}</a>
        </Help>
      </Panel>
    </Narrow>
  );
}

const Narrow = styled.div`
  max-width: 560px;
  margin: 0 auto;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Help = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
