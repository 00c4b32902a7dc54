/** Auto-swap: the switch, what it does, and the record of the swaps it made. */
import { SwitchField } from '../../../components/SwitchField';
import { useT } from '../../../i18n/useT';
import type { ProductSwap } from '../../../generated/ProductSwap';
import { Intro, SettingsSection } from './SettingsSection';
import { SwapList } from './SwapList';

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
  swaps: ProductSwap[] | 'failed' | null;
}

export function AutoSwapSection({ on, onChange, swaps }: Props) {
  const t = useT();
  return (
    <SettingsSection id="autoSwap" title={t('settings.autoSwap.title')}>
      <SwitchField label={t('settings.autoSwap.switch')} name="auto_swap_enabled" checked={on} onChange={onChange} />
      <Intro>{t('settings.autoSwap.explain')}</Intro>
      <SwapList swaps={swaps} />
    </SettingsSection>
  );
}
