/**
 * The account page's store profile (docs/accounts.md#account-page) for admins. Connected: the shop
 * domain (asked from /api/auth/verify after mount, as page props only say whether a store is
 * connected), the disconnect button, force product sync and the catalog sync notice. Not connected:
 * the way to the connect screen and the help page.
 */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Cluster } from '../../../components/Cluster';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { ConnectedStoreProfile } from './ConnectedStoreProfile';

interface Props {
  storeConnected: boolean;
}

export function StoreProfile({ storeConnected }: Props) {
  const t = useT();
  if (!storeConnected) {
    return (
      <>
        <Note>{t('account.store.notConnected')}</Note>
        <Cluster $gap="lg" $centered $wrap>
          <ButtonLink href={PATHS.home} size="sm">
            {t('account.store.connect')}
          </ButtonLink>
          <SmallLink href={PATHS.helpShopify}>{t('account.store.howTo')}</SmallLink>
        </Cluster>
      </>
    );
  }
  return <ConnectedStoreProfile />;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SmallLink = styled.a`
  font-size: ${({ theme }) => theme.font.size.sm};
`;
