/** The welcome page's opening: what Shoplinks does, with Log in and Sign up for free. */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';

export function WelcomeHero() {
  const t = useT();
  return (
    <Hero>
      <Headline>{t('welcome.headline')}</Headline>
      <Lead>{t('welcome.lead')}</Lead>
      <Actions>
        <ButtonLink href={PATHS.register}>{t('welcome.signUp')}</ButtonLink>
        <ButtonLink href={PATHS.login} variant="secondary">
          {t('welcome.login')}
        </ButtonLink>
      </Actions>
    </Hero>
  );
}

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  text-align: center;
`;

const Headline = styled.h1`
  max-width: 760px;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.15;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
