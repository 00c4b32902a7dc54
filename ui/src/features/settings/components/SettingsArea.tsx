/**
 * The Settings page (docs/settings.md): analytics integrations, auto-swap with its record, AI
 * tagging sensitivity, AI preferences, the default UTM parameters, the shipping and returns
 * page and the brand domains (which save at once), with the changes bar (Discard, Save) while anything differs from what is saved. The page
 * is the merchant's and needs a connected store: anyone else is sent home, like the analytics
 * page. The values load after mount (page props do not carry them), with a loader meanwhile.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { ChangesBar } from '../../../components/ChangesBar';
import { HomeRedirect } from '../../../components/HomeRedirect';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { Toast } from '../../../components/Toast';
import { useDomains } from '../../../domain/links/editor/useDomains';
import type { ClientConfig } from '../../../generated/ClientConfig';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { UTM_KEYS, type UtmKey } from '../../../domain/links/trackingTags';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { aiTaggingAccess, opensSettings, setsAiPreferences } from '../access';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { useSwaps } from '../hooks/useSwaps';
import { withList } from '../preferences';
import { canSave } from '../settingsState';
import { AiPreferencesSection } from './AiPreferencesSection';
import { AiTaggingSection } from './AiTaggingSection';
import { AnalyticsIdsSection } from './AnalyticsIdsSection';
import { AutoSwapSection } from './AutoSwapSection';
import { BrandDomainsSection } from './BrandDomainsSection';
import { ShippingSection } from './ShippingSection';
import { UtmSection } from './UtmSection';

interface Props {
  user: SessionUser;
  config: ClientConfig;
}

export function SettingsArea({ user, config }: Props) {
  if (!opensSettings(user)) return <HomeRedirect />;
  return <MerchantSettings user={user} config={config} />;
}

function MerchantSettings({ user, config }: Props) {
  const t = useT();
  const withPreferences = setsAiPreferences(user);
  const form = useSettingsForm(user.businessId, withPreferences);
  const domains = useDomains();
  const swaps = useSwaps(user.businessId, form.savedCount);
  // The approval message shows once per successful save.
  const [approved, setApproved] = useState(0);
  const [readFailure, setReadFailure] = useState<unknown>(null);
  const { draft, saved } = form;
  const server = (field: string) => {
    const message = form.serverErrors[field];
    return message ? localizeServerMessage(t, message) : undefined;
  };
  const failure = form.failure ?? readFailure;
  const { savedCount } = form;
  const clearApproval = useCallback(() => setApproved(savedCount), [savedCount]);
  const timedOut = failure instanceof ApiError && failure.code === 'timeout';

  return (
    <Page data-settings-page="">
      <Title>{t('page.settings.title')}</Title>
      {form.load === 'loading' && <Spinner label={t('common.loading')} />}
      {form.load === 'failed' && <Banner tone="error">{t('settings.loadFailed')}</Banner>}
      {draft && saved && (
        <>
          <AnalyticsIdsSection
            pixelId={draft.settings.pixelId}
            measurementId={draft.settings.measurementId}
            onChange={(ids) => form.updateSettings((s) => ({ ...s, ...ids }))}
            errors={{ pixelId: server('facebook_pixel_id'), measurementId: server('google_analytics_id') }}
          />
          <AutoSwapSection
            on={draft.settings.autoSwap}
            onChange={(autoSwap) => form.updateSettings((s) => ({ ...s, autoSwap }))}
            swaps={swaps}
          />
          <AiTaggingSection
            value={draft.settings.sensitivity}
            onChange={(sensitivity) => form.updateSettings((s) => ({ ...s, sensitivity }))}
            access={aiTaggingAccess(user)}
            // The same flag as the user details' settings.productVisionConfigurations.isEnabled,
            // here from page props so the offer is in the server's markup.
            productVisionEnabled={user.productVisionEnabled}
            bookDemoUrl={config.bookExpertUrl}
            error={server('product_search_sensitivity')}
          />
          {withPreferences && (
            <AiPreferencesSection
              lists={form.preferencesFailed ? null : draft.preferences}
              onChange={(tab, kind, ids) => form.updatePreferences((lists) => withList(lists, tab, kind, ids))}
              errorFor={server}
              onFailure={setReadFailure}
            />
          )}
          <UtmSection
            value={draft.settings.utm}
            onChange={(utm) => form.updateSettings((s) => ({ ...s, utm }))}
            errors={Object.fromEntries(UTM_KEYS.map((key) => [key, server(`utm_params.${key}`)])) as Partial<Record<UtmKey, string>>}
          />
          <ShippingSection
            value={draft.settings.shippingUrl}
            domains={domains}
            onChange={(shippingUrl) => form.updateSettings((s) => ({ ...s, shippingUrl }))}
            error={server('shipping_and_return_url')}
          />
          <BrandDomainsSection />
          {form.dirty && (
            <ChangesBar
              message={t('settings.strip.message')}
              saveLabel={t('settings.strip.save')}
              savingLabel={t('settings.strip.saving')}
              discardLabel={t('settings.strip.discard')}
              saving={form.saving}
              canSave={canSave(draft, saved, domains)}
              onSave={form.save}
              onDiscard={form.discard}
            />
          )}
        </>
      )}
      {failure !== null && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={t(timedOut ? 'errors.timeout' : 'errors.generic')}
          buttonLabel={t('common.close')}
          onClose={() => {
            form.clearFailure();
            setReadFailure(null);
          }}
        />
      )}
      {savedCount > approved && <Toast message={t('settings.saved')} onDone={clearApproval} />}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;
