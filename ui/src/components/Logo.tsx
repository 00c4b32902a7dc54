/** The Shoplinks mark and wordmark; a link to the root so it always leads somewhere useful. */
import styled from 'styled-components';
import { useT } from '../i18n/useT';
import { focusRing } from '../theme/mixins';
import { LogoMark } from './LogoMark';

interface Props {
  href?: string;
}

/**
 * The word carries `data-logo-word` so a container (the collapsed sidebar) can hide it with CSS
 * alone, keeping server and client markup identical.
 */
export function Logo({ href = '/' }: Props) {
  const t = useT();
  return (
    <Anchor href={href} aria-label={t('common.logoHome')}>
      <LogoMark />
      <Word data-logo-word="">{t('common.appName')}</Word>
    </Anchor>
  );
}

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Word = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
`;
