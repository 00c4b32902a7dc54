/**
 * Every page that is not built yet: names its area in a coming-soon panel inside its layout. The
 * areas not built yet are the merchant's (the magic store; lib/plan.ts `canSeeMagicStore`), so an
 * influencer who opens one is told that, not promised it for later
 * (docs/dashboard.md#what-an-influencer-is-told).
 */
import { AreaNote } from '../components/AreaNote';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function ComingSoonPage({ props }: PageComponentProps) {
  const t = useT();
  const area = t(`page.${props.page}.title`);
  if (props.user && !props.user.isAdmin) {
    return (
      <AreaNote title={area} data-merchant-only="">
        {t('comingSoon.merchantOnly', { area })}
      </AreaNote>
    );
  }
  return <ComingSoonPanel area={area} />;
}
