/**
 * The dashboard splash (docs/dashboard.md#timings): a branded overlay on first load that fades out
 * over 300 ms once the page is hydrated, or after 2 s at the latest. The 2 s limit is a CSS
 * animation, so it holds even when JavaScript is slow or off. It lives in the dashboard shell,
 * which stays mounted across client navigation, so it shows once per full page load.
 */
import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { LogoMark } from '../../components/LogoMark';
import { useT } from '../../i18n/useT';
import { media } from '../../theme/theme';

/** Splash 2 s plus a 300 ms fade (docs/dashboard.md#timings). */
export const SPLASH_MAX_MS = 2000;
export const SPLASH_FADE_MS = 300;

type Phase = 'shown' | 'fading' | 'gone';

export function Splash() {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    // Effects run only after hydration, which is exactly the moment the splash may go.
    setPhase('fading');
    const timer = setTimeout(() => setPhase('gone'), SPLASH_FADE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (phase === 'gone') return null;
  return (
    <Overlay $fading={phase === 'fading'} role="status" aria-label={t('splash.label')} data-splash="">
      <LogoMark size={56} />
      <Pulse />
    </Overlay>
  );
}

const fadeOut = keyframes`
  from { opacity: 1; visibility: visible; }
  to { opacity: 0; visibility: hidden; }
`;

const pulse = keyframes`
  0%, 100% { transform: scaleX(0.2); }
  50% { transform: scaleX(1); }
`;

const Overlay = styled.div<{ $fading: boolean }>`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  z-index: ${({ theme }) => theme.zIndex.splash};
  animation: ${fadeOut} ${SPLASH_FADE_MS}ms ease-out ${SPLASH_MAX_MS}ms forwards;

  ${({ $fading }) =>
    $fading &&
    css`
      animation: none;
      opacity: 0;
      visibility: hidden;
      pointer-events: none;
      transition:
        opacity ${SPLASH_FADE_MS}ms ease-out,
        visibility 0s linear ${SPLASH_FADE_MS}ms;
    `}

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Pulse = styled.span`
  width: 64px;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  animation: ${pulse} 1.2s ease-in-out infinite;

  ${media.reducedMotion} {
    animation: none;
  }
`;
