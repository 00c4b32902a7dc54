/**
 * The quick-link button: opens link creation with `productIds` already on the new link
 * (`/admin/links?create=1&products=…`, domain/links/prefill.ts). A link, so it works as one (new
 * tab, client navigation between dashboard pages).
 */
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { useLocale } from '../../../i18n/useT';
import { isolateAny } from '../../../lib/bidi';
import { createLinkPath } from '../../../domain/links/prefill';

interface Props {
  productIds: readonly string[];
  /** The products' titles, which name the button for screen readers ("Create link: Mug, Coaster"). */
  titles: readonly string[];
}

export function QuickLinkButton({ productIds, titles }: Props) {
  const { t, dir } = useLocale();
  return (
    <ButtonLink
      href={createLinkPath(productIds)}
      variant="secondary"
      size="sm"
      aria-label={t('trends.quickLink.for', { titles: titles.map((title) => isolateAny(title, dir)).join(', ') })}
      data-quick-link={productIds.join(',')}
    >
      <Icon name="link" size={16} />
      {t('trends.quickLink')}
    </ButtonLink>
  );
}
