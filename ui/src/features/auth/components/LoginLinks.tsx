/** The links under the login form: sign up, and the switch to the influencer login. */
import styled from 'styled-components';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';

export function LoginLinks() {
  const t = useT();
  return (
    <Links>
      <span>
        {t('login.noAccount')} <a href={PATHS.register}>{t('login.signUp')}</a>
      </span>
      <a href={PATHS.loginInfluencer}>{t('login.influencerSwitch')}</a>
    </Links>
  );
}

const Links = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
