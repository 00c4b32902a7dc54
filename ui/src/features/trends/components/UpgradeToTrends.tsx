/**
 * A merchant whose plan has no business features: the "upgrade to get access" dialog, opened as
 * the page opens, leading to the pricing page as the free-trial dialog does; closed, the page
 * keeps the same words and way on (`PlanOffer`).
 */
import { MessageDialog } from '../../../components/MessageDialog';
import { PlanOffer } from '../../../components/PlanOffer';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';

export function UpgradeToTrends() {
  const t = useT();
  return (
    <PlanOffer
      title={t('page.trends.title')}
      message={t('trends.upgrade.message')}
      buttonLabel={t('trends.upgrade.button')}
      data-trends-upgrade=""
      dialog={(close) => (
        <MessageDialog
          title={t('trends.upgrade.title')}
          message={t('trends.upgrade.message')}
          buttonLabel={t('trends.upgrade.button')}
          href={PATHS.pricingPlans}
          onClose={close}
        />
      )}
    />
  );
}
