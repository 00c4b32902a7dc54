/**
 * The shipping and returns page: an address on the store, checked like a short's custom URL
 * (`https://` added when none is typed, then it must start with one of the store's addresses)
 * once typing stops; the server checks again on save.
 */
import { CustomUrlField } from '../../../domain/links/editor/CustomUrlField';
import { useT } from '../../../i18n/useT';
import { SettingsSection } from './SettingsSection';

interface Props {
  value: string;
  domains: readonly string[];
  onChange: (value: string) => void;
  /** A server message (a refused save), in the page's language. */
  error?: string;
}

export function ShippingSection({ value, domains, onChange, error }: Props) {
  const t = useT();
  return (
    <SettingsSection id="shipping" title={t('settings.shipping.title')} intro={t('settings.shipping.intro')}>
      <CustomUrlField
        label={t('settings.shipping.url')}
        name="shipping_and_return_url"
        value={value}
        domains={domains}
        onChange={onChange}
        error={error}
      />
    </SettingsSection>
  );
}
