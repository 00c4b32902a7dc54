/**
 * What opens instead of the create form when the plan allows no more influencers
 * (docs/influencers.md#plan-cap): the free-trial dialog when the plan allows none, or
 * "Limit of N influencers reached!" with the way to a larger plan. Cancel closes it and leaves
 * the merchant on the list.
 */
import { MessageDialog } from '../../../components/MessageDialog';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import type { CapBlock } from '../cap';

interface Props {
  block: NonNullable<CapBlock>;
  onClose: () => void;
}

export function CapDialog({ block, onClose }: Props) {
  const t = useT();
  const freeTrial = block.kind === 'freeTrial';
  return (
    <MessageDialog
      title={freeTrial ? t('links.freeTrial.title') : t('influencers.cap.title', { limit: block.limit })}
      message={t(freeTrial ? 'influencers.cap.freeTrialMessage' : 'influencers.cap.message')}
      buttonLabel={t('influencers.cap.upgrade')}
      href={PATHS.pricingPlans}
      cancelLabel={t('influencers.cap.cancel')}
      onClose={onClose}
    />
  );
}
