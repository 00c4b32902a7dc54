/**
 * "Back" on the static pages (docs/dashboard.md#static-pages). A real link (to the welcome page) so
 * it works without JavaScript; with JavaScript, it goes back in history when the visitor came from
 * one of our own pages.
 */
import type { MouseEvent } from 'react';
import { ButtonLink } from './ButtonLink';
import { Icon } from './Icon';
import { PATHS } from '../lib/routes';
import { useT } from '../i18n/useT';

export function BackButton() {
  const t = useT();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const cameFromUs = document.referrer.startsWith(window.location.origin);
    if (cameFromUs && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <ButtonLink href={PATHS.welcome} variant="ghost" size="sm" onClick={handleClick}>
      <Icon name="arrowBack" size={18} mirrorInRtl />
      {t('common.back')}
    </ButtonLink>
  );
}
