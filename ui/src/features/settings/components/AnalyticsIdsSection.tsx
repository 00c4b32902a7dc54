/**
 * Analytics integrations: the Meta pixel id and the Google Analytics measurement id, each checked
 * once typing stops (the availability checks' 400 ms) with a message saying the format; the
 * measurement id is kept upper case as the server stores it. A server message (a refused save)
 * shows instead.
 */
import { TextField } from '../../../components/TextField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useT } from '../../../i18n/useT';
import { AVAILABILITY_DEBOUNCE_MS } from '../../../lib/availabilityCheck';
import { measurementIdInput, measurementIdOk, pixelIdInput, pixelIdOk } from '../analyticsIds';
import { SettingsSection } from './SettingsSection';

interface Props {
  pixelId: string;
  measurementId: string;
  onChange: (ids: { pixelId: string; measurementId: string }) => void;
  /** Server messages, already in the page's language. */
  errors: { pixelId?: string; measurementId?: string };
}

export function AnalyticsIdsSection({ pixelId, measurementId, onChange, errors }: Props) {
  const t = useT();
  const settledPixel = useDebouncedValue(pixelId, AVAILABILITY_DEBOUNCE_MS);
  const settledMeasurement = useDebouncedValue(measurementId, AVAILABILITY_DEBOUNCE_MS);
  const pixelWrong = settledPixel === pixelId && !pixelIdOk(pixelId);
  const measurementWrong = settledMeasurement === measurementId && !measurementIdOk(measurementId);
  return (
    <SettingsSection id="analytics" title={t('settings.analytics.title')} intro={t('settings.analytics.intro')}>
      <TextField
        label={t('settings.analytics.pixel')}
        hint={t('settings.analytics.pixelHint')}
        name="facebook_pixel_id"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={pixelId}
        onChange={(event) => onChange({ pixelId: pixelIdInput(event.target.value), measurementId })}
        error={errors.pixelId ?? (pixelWrong ? t('settings.analytics.pixelError') : undefined)}
      />
      <TextField
        label={t('settings.analytics.measurement')}
        hint={t('settings.analytics.measurementHint')}
        name="google_analytics_id"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={measurementId}
        onChange={(event) => onChange({ pixelId, measurementId: measurementIdInput(event.target.value) })}
        error={errors.measurementId ?? (measurementWrong ? t('settings.analytics.measurementError') : undefined)}
      />
    </SettingsSection>
  );
}
