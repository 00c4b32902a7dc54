/**
 * The way to the store platform's app listing. It always opens in a new tab without handing the
 * listing a reference back to us (noopener); the intro shows it as a button, the install step
 * as a text link that says it opens a new tab.
 */
import { ButtonLink } from '../../../components/ButtonLink';
import { useT } from '../../../i18n/useT';

interface Props {
  href: string;
  /** Render as the intro's primary button rather than an inline text link. */
  button?: boolean;
}

export function AppListingLink({ href, button = false }: Props) {
  const t = useT();
  const target = { href, target: '_blank', rel: 'noopener noreferrer' };
  if (button) return <ButtonLink {...target}>{t('help.openListing')}</ButtonLink>;
  return (
    <a {...target}>
      {t('help.openListing')} <span>{t('common.opensInNewTab')}</span>
    </a>
  );
}
