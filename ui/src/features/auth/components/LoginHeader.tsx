/** Heading and one-line purpose of the login page. */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';

export function LoginHeader() {
  const t = useT();
  return (
    <Header>
      <Title>{t('login.title')}</Title>
      <Subtitle>{t('login.subtitle')}</Subtitle>
    </Header>
  );
}

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
