/**
 * The free-trial dialog (docs/links.md#trial-ended): shown instead of the create or edit dialog to
 * a free account whose trial ended, leading to the pricing plans. Shared with multilinks and the
 * shopboard (with its own message).
 */
import { PATHS } from '../../lib/routes';
import { MessageDialog } from '../MessageDialog';
import { useT } from '../../i18n/useT';

interface Props {
  onClose: () => void;
  /** What the trial's end stops, instead of "creating and editing links" (the shopboard). */
  message?: string;
}

export function FreeTrialDialog({ onClose, message }: Props) {
  const t = useT();
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
