/**
 * `/auth` without a store token (docs/store.md#connect): the launch-store screen with the button to
 * the store platform's app listing (new tab). A signed-in admin without a store can also connect by
 * shop name here; one with a store sees that it is connected and may disconnect it.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../lib/routes';
import { useLocale } from '../../../i18n/useT';
import { atHandle } from '../../../lib/bidi';
import { ConnectStoreForm } from './ConnectStoreForm';
import { DisconnectStoreButton } from './DisconnectStoreButton';
import { StoreAuthMessage } from './StoreAuthMessage';

interface Props {
  user: SessionUser | null;
  appStoreUrl: string;
}

export function StoreLaunchScreen({ user, appStoreUrl }: Props) {
  const { t, dir } = useLocale();
  const admin = user?.isAdmin === true;
  return (
    <>
      <StoreAuthMessage
        state="launch"
        title={t('storeAuth.launch.title')}
        actions={
          <ButtonLink href={appStoreUrl} target="_blank" rel="noopener noreferrer">
            {t('storeAuth.launch.openListing')}
          </ButtonLink>
        }
      >
        <p>{t('storeAuth.launch.body')}</p>
      </StoreAuthMessage>
      {admin && user && !user.storeConnected && (
        <Part>
          <PartTitle>{t('storeAuth.launch.orConnect')}</PartTitle>
          <ConnectStoreForm />
        </Part>
      )}
      {admin && user?.storeConnected && (
        <Part data-store-connected="">
          <PartTitle>{t('storeAuth.connected.title')}</PartTitle>
          <PartText>{t('storeAuth.connected.body', { handle: atHandle(user.username, dir) })}</PartText>
          <Row>
            <ButtonLink href={PATHS.home} size="sm">
              {t('storeAuth.success.goHome')}
            </ButtonLink>
            <DisconnectStoreButton after={PATHS.storeAuth} variant="ghost" size="sm" />
          </Row>
        </Part>
      )}
    </>
  );
}

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PartTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const PartText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
