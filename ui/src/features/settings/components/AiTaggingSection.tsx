/**
 * AI tagging: the sensitivity (Off, High, Medium, Low). A paid plan may change it; a free one
 * sees it disabled with the reason and the way to a plan ("Upgrade", or "Try for free" once its
 * own trial has ended). Where the account has no product vision yet, "Book a demo" opens the
 * booking page (the sidebar's "Book an expert" address) in a new tab.
 */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Select, SelectLabel } from '../../../components/SelectParts';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import { visuallyHidden } from '../../../theme/mixins';
import type { AiTaggingAccess } from '../access';
import { SENSITIVITIES } from '../settingsDraft';
import type { Sensitivity } from '../../../generated/Sensitivity';
import { Intro, Offer, SettingsSection } from './SettingsSection';

interface Props {
  value: Sensitivity;
  onChange: (value: Sensitivity) => void;
  access: AiTaggingAccess;
  productVisionEnabled: boolean;
  bookDemoUrl: string;
  /** A server message (a refused save), in the page's language. */
  error?: string;
}

export function AiTaggingSection({ value, onChange, access, productVisionEnabled, bookDemoUrl, error }: Props) {
  const t = useT();
  const paid = access === 'paid';
  return (
    <SettingsSection id="aiTagging" title={t('settings.aiTagging.title')} intro={t('settings.aiTagging.intro')}>
      <SelectLabel>
        {t('settings.aiTagging.sensitivity')}
        <Select
          name="product_search_sensitivity"
          value={value}
          disabled={!paid}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value as Sensitivity)}
        >
          {SENSITIVITIES.map((option) => (
            <option key={option} value={option}>
              {t(`settings.aiTagging.${option}`)}
            </option>
          ))}
        </Select>
      </SelectLabel>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {!paid && (
        <Offer data-ai-tagging-plan={access}>
          <Intro>{t('settings.aiTagging.paidOnly')}</Intro>
          <ButtonLink href={PATHS.pricingPlans} size="sm" data-try-free={access === 'tryFree' || undefined}>
            {t(access === 'tryFree' ? 'settings.aiTagging.tryFree' : 'settings.aiTagging.upgrade')}
          </ButtonLink>
        </Offer>
      )}
      {!productVisionEnabled && (
        <Offer data-book-demo="">
          <Intro>{t('settings.aiTagging.demo')}</Intro>
          <ButtonLink href={bookDemoUrl} target="_blank" rel="noreferrer" variant="secondary" size="sm">
            {t('settings.aiTagging.bookDemo')}
            <Hidden>{t('common.opensInNewTab')}</Hidden>
          </ButtonLink>
        </Offer>
      )}
    </SettingsSection>
  );
}

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
