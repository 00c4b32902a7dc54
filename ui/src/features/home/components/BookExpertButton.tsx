/**
 * The phone's floating "Book an expert" button (docs/home.md#on-a-phone): for free admins with
 * fewer than three links, above the bottom tab bar. It opens the booking page the sidebar's
 * "Book an expert" entry opens (`config.bookExpertUrl`), in a new tab. From 1000px the sidebar
 * carries that entry, so the button is not shown there.
 */
import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { focusRing, visuallyHidden } from '../../../theme/mixins';
import { media } from '../../../theme/theme';

export function BookExpertButton({ href }: { href: string }) {
  const t = useT();
  return (
    <Floating href={href} target="_blank" rel="noreferrer" data-book-expert="">
      <Icon name="calendar" size={20} />
      {t('nav.bookExpert')}
      <Hidden>{t('common.opensInNewTab')}</Hidden>
    </Floating>
  );
}

const Floating = styled.a`
  display: none;

  ${media.mobile} {
    position: fixed;
    inset-inline-end: ${({ theme }) => theme.space.lg};
    bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + ${({ theme }) => theme.space.lg});
    z-index: ${({ theme }) => theme.zIndex.tabBar};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    box-shadow: ${({ theme }) => theme.shadows.menu};
    ${focusRing}
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
