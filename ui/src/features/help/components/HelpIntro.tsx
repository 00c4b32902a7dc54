/** The help page's heading, purpose and the button to the store platform's app listing. */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { AppListingLink } from './AppListingLink';

interface Props {
  appStoreUrl: string;
}

export function HelpIntro({ appStoreUrl }: Props) {
  const t = useT();
  return (
    <Header>
      <Title>{t('help.title')}</Title>
      <Lead>{t('help.lead')}</Lead>
      <AppListingLink href={appStoreUrl} button />
    </Header>
  );
}

const Header = styled.header`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
