/**
 * Home's header (docs/home.md#header): the business logo, or its initial until there is one (or
 * while the details are still on their way), and `@username` — the influencer's own for an
 * influencer — with the business under it (unless it reads the same). In a compact layout (a non-admin influencer on a
 * phone) it is one small line.
 */
import styled, { css } from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { useLocale } from '../../../i18n/useT';
import { atHandle } from '../../../lib/bidi';
import { ellipsis } from '../../../theme/mixins';
import { media } from '../../../theme/theme';

interface Props {
  user: SessionUser;
  /** The logo's address; null shows the initial. */
  logo: string | null;
  compact: boolean;
}

/** The first letter of the business name, as the logo's stand-in. */
export function businessInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toUpperCase();
}

export function HomeHeader({ user, logo, compact }: Props) {
  const { t, dir } = useLocale();
  const handle = user.isAdmin ? user.username : (user.influencerUsername ?? user.username);
  return (
    <Header $compact={compact} data-home-header="">
      {logo ? (
        <LogoImage src={logo} alt={t('home.header.logoAlt', { business: user.businessName })} $compact={compact} data-home-logo="" />
      ) : (
        <Initial aria-hidden="true" $compact={compact} data-home-initial="">
          {businessInitial(user.businessName)}
        </Initial>
      )}
      <Names>
        <Handle $compact={compact}>{atHandle(handle, dir)}</Handle>
        {!user.isAdmin ? (
          <Business>{t('home.header.influencerAt', { business: user.businessName })}</Business>
        ) : (
          user.businessName !== handle && <Business>{user.businessName}</Business>
        )}
      </Names>
    </Header>
  );
}

const LOGO = 64;
const LOGO_COMPACT = 40;

const Header = styled.header<{ $compact: boolean }>`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  ${media.mobile} {
    flex: none;
  }

  ${({ $compact, theme }) =>
    $compact &&
    css`
      ${media.mobile} {
        gap: ${theme.space.md};
      }
    `}
`;

const logoFrame = css<{ $compact: boolean }>`
  flex: none;
  width: ${LOGO}px;
  height: ${LOGO}px;
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ $compact }) =>
    $compact &&
    css`
      ${media.mobile} {
        width: ${LOGO_COMPACT}px;
        height: ${LOGO_COMPACT}px;
      }
    `}
`;

const LogoImage = styled.img<{ $compact: boolean }>`
  ${logoFrame}
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Initial = styled.span<{ $compact: boolean }>`
  ${logoFrame}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  ${({ $compact, theme }) =>
    $compact &&
    css`
      ${media.mobile} {
        font-size: ${theme.font.size.lg};
      }
    `}
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Handle = styled.h1<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
  ${ellipsis}

  ${({ $compact, theme }) =>
    $compact &&
    css`
      ${media.mobile} {
        font-size: ${theme.font.size.lg};
      }
    `}
`;

const Business = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${ellipsis}
`;
