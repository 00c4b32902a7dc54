/**
 * A merchant whose plan has no business features: the "upgrade to get access" dialog, opened as
 * the page opens (after mount: dialogs are never in the server markup), leading to the pricing
 * page as the free-trial dialog does; closed, the page keeps the same words and way on.
 */
import { useState } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { MessageDialog } from '../../../components/MessageDialog';
import { Panel } from '../../../components/Panel';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';

export function UpgradeToTrends() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useMountEffect(() => setOpen(true));
  return (
    <Panel title={t('page.trends.title')} headingLevel={1}>
      <p data-trends-upgrade="">{t('trends.upgrade.message')}</p>
      <ButtonLink href={PATHS.pricingPlans}>{t('trends.upgrade.button')}</ButtonLink>
      {open && (
        <MessageDialog
          title={t('trends.upgrade.title')}
          message={t('trends.upgrade.message')}
          buttonLabel={t('trends.upgrade.button')}
          href={PATHS.pricingPlans}
          onClose={() => setOpen(false)}
        />
      )}
    </Panel>
  );
}
