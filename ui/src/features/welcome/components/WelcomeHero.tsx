/** The welcome page's opening: what Shoplinks does, with Log in and Sign up for free. */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { HeroHeading } from '../../../components/HeroHeading';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';

export function WelcomeHero() {
  const t = useT();
  return (
    <Hero>
      <HeroHeading title={t('welcome.headline')} lead={t('welcome.lead')} roomy />
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

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
