/**
 * The Appearance page (docs/appearance.md#the-page): how the business's instant store pages look.
 * Merchants with a connected store only; anyone else is sent home (a full load, as the server
 * decides what home shows). The theme and the options map are asked after mount, so the server
 * markup is the title and a loader. Sections on the left, the live preview on the right (above
 * them on a phone), the product options below; the bar with Save and Discard shows while
 * something changed (on a phone Save sits in the top bar). The logo is saved apart, as soon as
 * it is uploaded.
 */
import styled from 'styled-components';
import { ChangesBar } from '../../../components/ChangesBar';
import { HomeRedirect } from '../../../components/HomeRedirect';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { SwitchField } from '../../../components/SwitchField';
import { Toast } from '../../../components/Toast';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';
import { useAppearanceDraft } from '../hooks/useAppearanceDraft';
import { useFreshDetails } from '../hooks/useFreshDetails';
import { useLogo } from '../hooks/useLogo';
import { Intro, LoadFailed } from './AppearanceParts';
import { ButtonStyleSection, CHECKOUT_FIELDS, PROMO_FIELDS } from './ButtonStyleSection';
import { CartIconSection, ImageCornersSection, InfluencerSection } from './ChoiceSections';
import { LogoSection } from './LogoSection';
import { OptionsSection } from './OptionsSection';
import { PreorderSection, StripSection } from './TextSections';
import { ThemePreview } from './ThemePreview';

export function AppearanceArea({ user }: { user: SessionUser }) {
  if (!user.isAdmin || !user.storeConnected) return <HomeRedirect />;
  return <Appearance user={user} />;
}

function Appearance({ user }: { user: SessionUser }) {
  const t = useT();
  const { details, refresh } = useFreshDetails();
  const appearance = useAppearanceDraft(user.businessId, refresh);
  const known = details ? (details.businessLogo ?? details.brand.logoUrl ?? null) : undefined;
  const logo = useLogo(user.businessId, known, refresh);
  const { draft, themeErrors: errors, update } = appearance;

  return (
    <Page data-appearance-page={appearance.themeState}>
      <div>
        <Heading>{t('page.appearance.title')}</Heading>
        <Intro>{t('appearance.intro')}</Intro>
      </div>
      <LogoSection state={logo} businessName={user.businessName} />
      {appearance.themeState === 'loading' && <Spinner label={t('common.loading')} />}
      {appearance.themeState === 'failed' && <LoadFailed message={t('appearance.loadFailed')} onRetry={appearance.reload} />}
      {draft && (
        <Columns>
          <Sections>
            <ButtonStyleSection title={t('appearance.checkout.title')} section="checkout" fields={CHECKOUT_FIELDS} draft={draft} update={update} errors={errors} />
            <ButtonStyleSection title={t('appearance.promo.title')} section="promo" fields={PROMO_FIELDS} draft={draft} update={update} errors={errors}>
              <SwitchField
                label={t('appearance.promo.shadow')}
                name="promo_code_display_shadow_shown"
                checked={draft.promo_code_display_shadow_shown}
                onChange={(on) => update({ promo_code_display_shadow_shown: on })}
              />
            </ButtonStyleSection>
            <InfluencerSection draft={draft} update={update} errors={errors} />
            <CartIconSection draft={draft} update={update} errors={errors} />
            <ImageCornersSection draft={draft} update={update} errors={errors} />
            <StripSection draft={draft} update={update} errors={errors} />
            <PreorderSection draft={draft} update={update} errors={errors} />
          </Sections>
          <PreviewColumn>
            <ThemePreview look={draft} storeName={user.businessName} logo={logo.logo} />
          </PreviewColumn>
        </Columns>
      )}
      <OptionsSection
        state={appearance.optionsState}
        options={appearance.options}
        version={appearance.optionsVersion}
        errors={appearance.optionErrors}
        onType={appearance.setOptionType}
        onValue={appearance.setOptionValue}
        onRetry={appearance.retryOptions}
      />
      {appearance.dirty && (
        <ChangesBar
          message={t('appearance.unsaved')}
          saveLabel={t('appearance.save')}
          savingLabel={t('appearance.saving')}
          discardLabel={t('appearance.discard')}
          saving={appearance.saving}
          canSave={appearance.canSave}
          onSave={appearance.save}
          onDiscard={appearance.discard}
        />
      )}
      {appearance.saveFailed && (
        <MessageDialog tone="error" title={t('errors.title')} message={t('errors.generic')} buttonLabel={t('common.close')} onClose={appearance.closeSaveFailed} />
      )}
      {appearance.savedNotice && <Toast message={t('appearance.saved')} onDone={appearance.clearSavedNotice} />}
      {logo.notice && <Toast message={t(logo.notice === 'updated' ? 'appearance.logo.updated' : 'appearance.logo.removed')} onDone={logo.clearNotice} />}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;

  ${media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Sections and the preview side by side; on a phone the preview comes first. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The preview stays in sight while the sections scroll past it (desktop). */
const PreviewColumn = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.lg});
  min-width: 0;

  ${media.mobile} {
    position: static;
    order: -1;
  }
`;
