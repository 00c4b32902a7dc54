/** The welcome page footer (spec 1 §2.2): contact, privacy policy, terms and the Admin button. */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';

interface Props {
  supportEmail: string;
}

export function WelcomeFooter({ supportEmail }: Props) {
  const t = useT();
  return (
    <Footer>
      <Links>
        {supportEmail && <a href={`mailto:${supportEmail}`}>{t('welcome.footer.contact')}</a>}
        <a href={PATHS.privacyPolicy}>{t('nav.privacyPolicy')}</a>
        <a href={PATHS.terms}>{t('nav.terms')}</a>
      </Links>
      <ButtonLink href={PATHS.home} variant="ghost" size="sm">
        {t('nav.admin')}
      </ButtonLink>
    </Footer>
  );
}

const Footer = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
`;
