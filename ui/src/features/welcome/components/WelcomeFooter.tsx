/** The welcome page footer (docs/dashboard.md#static-pages): contact, privacy policy, terms and the Admin button. */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Cluster } from '../../../components/Cluster';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';

interface Props {
  supportEmail: string;
}

export function WelcomeFooter({ supportEmail }: Props) {
  const t = useT();
  return (
    <Footer as="footer" $gap="lg" $centered $spread $wrap>
      <Cluster $gap="xl" $wrap>
        {supportEmail && <a href={`mailto:${supportEmail}`}>{t('welcome.footer.contact')}</a>}
        <a href={PATHS.privacyPolicy}>{t('nav.privacyPolicy')}</a>
        <a href={PATHS.terms}>{t('nav.terms')}</a>
      </Cluster>
      <ButtonLink href={PATHS.home} variant="ghost" size="sm">
        {t('nav.admin')}
      </ButtonLink>
    </Footer>
  );
}

const Footer = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
