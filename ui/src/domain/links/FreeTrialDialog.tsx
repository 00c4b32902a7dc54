/**
 * The free-trial dialog (docs/links.md#trial-ended): shown instead of the create or edit dialog to
 * a free account whose trial ended. The merchant is led to the pricing plans; an influencer, who
 * cannot choose a plan, is told the merchant must and closes it (docs/billing.md#trial). Shared
 * with multilinks and the shopboard (with their own message).
 */
import type { SessionUser } from '../../generated/SessionUser';
import { PATHS } from '../../lib/routes';
import { MessageDialog } from '../../components/MessageDialog';
import { useT } from '../../i18n/useT';

interface Props {
  user: Pick<SessionUser, 'isAdmin' | 'businessName'>;
  onClose: () => void;
  /** What the trial's end stops, instead of "creating and editing links" (the shopboard). */
  message?: string;
}

export function FreeTrialDialog({ user, onClose, message }: Props) {
  const t = useT();
  if (!user.isAdmin) {
    return (
      <MessageDialog
        title={t('links.freeTrial.influencerTitle')}
        message={t('links.freeTrial.influencerMessage', { business: user.businessName })}
        buttonLabel={t('links.error.button')}
        onClose={onClose}
      />
    );
  }
  return (
    <MessageDialog
      title={t('links.freeTrial.title')}
      message={message ?? t('links.freeTrial.message')}
      buttonLabel={t('links.freeTrial.button')}
      href={PATHS.pricingPlans}
      onClose={onClose}
    />
  );
}
