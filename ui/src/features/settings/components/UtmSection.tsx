/**
 * The default UTM parameters: the link editors' five tag inputs (same characters, same limit,
 * same preview), always shown, with where they are added.
 */
import { TrackingTagsInputs } from '../../../domain/links/editor/TrackingTagsInputs';
import { useT } from '../../../i18n/useT';
import type { UtmKey } from '../../../domain/links/trackingTags';
import type { UtmTags } from '../../../domain/links/types';
import { SettingsSection } from './SettingsSection';

interface Props {
  value: UtmTags;
  onChange: (next: UtmTags) => void;
  /** Server messages by tag, in the page's language. */
  errors: Partial<Record<UtmKey, string>>;
}

export function UtmSection({ value, onChange, errors }: Props) {
  const t = useT();
  return (
    <SettingsSection id="utm" title={t('settings.utm.title')} intro={t('settings.utm.intro')}>
      <TrackingTagsInputs value={value} onChange={onChange} errors={errors} />
    </SettingsSection>
  );
}
