/**
 * The business's logo at the top of the account page, once the user details say there is one
 * (page props do not carry it, so it appears after mount; nothing shows without a logo).
 */
import styled from 'styled-components';
import { useUserDetails } from '../../../hooks/useUserDetails';
import { useT } from '../../../i18n/useT';

export function BusinessLogo({ businessName }: { businessName: string }) {
  const t = useT();
  const logo = useUserDetails()?.businessLogo;
  if (!logo) return null;
  return <Logo src={logo} alt={t('account.logo.alt', { business: businessName })} data-account-logo="" />;
}

const Logo = styled.img`
  display: block;
  max-width: min(240px, 100%);
  height: 60px;
  object-fit: contain;
  object-position: left center;

  [dir='rtl'] & {
    object-position: right center;
  }
`;
