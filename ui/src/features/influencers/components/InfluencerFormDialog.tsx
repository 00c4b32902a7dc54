/**
 * The influencer form, create and edit (docs/influencers.md#rules): 700 wide, full screen on a
 * phone; round profile picture, username (create only, checked with the server 400 ms after
 * typing stops), email, phone, the active switch, promocode (checked against the store, as in
 * the link editors, a missing code created there by the merchant; Create waits until the store
 * has it), commission, the commission-calculation switches, the net revenue ratio and
 * the collapsible permissions block. Save is enabled only when the form changed and is valid.
 */
import styled from 'styled-components';
import { AvailabilityField } from '../../../components/AvailabilityField';
import { SwitchField } from '../../../components/SwitchField';
import { TextField } from '../../../components/TextField';
import { EditorFrame } from '../../../domain/links/editor/EditorFrame';
import { PromocodeField } from '../../../domain/links/editor/PromocodeField';
import type { InfluencerOut } from '../../../generated/InfluencerOut';
import { AVAILABILITY_DEBOUNCE_MS } from '../../../lib/availabilityCheck';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useT } from '../../../i18n/useT';
import { sanitizeUsernameInput, usernameAvailabilityMessages, usernameProblem } from '../../../lib/identityRules';
import { localizeServerMessage } from '../../../lib/serverMessages';
import type { CapBlock } from '../cap';
import { fieldChecks, percentInput, phoneInput, setRatioSwitch } from '../influencerForm';
import { useInfluencerForm } from '../hooks/useInfluencerForm';
import { PermissionsBlock } from './PermissionsBlock';
import { ProfileImageField } from './ProfileImageField';

/** The form's width on desktop (the short editor's). */
const FORM_WIDTH = 700;

interface Props {
  /** Null creates. */
  username: string | null;
  onClose: () => void;
  onSaved: (influencer: InfluencerOut, created: boolean) => void;
  onCapBlocked: (block: NonNullable<CapBlock>) => void;
}

export function InfluencerFormDialog({ username, onClose, onSaved, onCapBlocked }: Props) {
  const t = useT();
  const form = useInfluencerForm(username, onSaved, onClose, onCapBlocked);
  const { draft, original, update, serverErrors } = form;
  // Format messages wait until typing stops, like the availability checks.
  const settled = useDebouncedValue(draft, AVAILABILITY_DEBOUNCE_MS);
  const checks = settled && original ? fieldChecks(settled, form.mode === 'edit' ? original.email : null) : null;
  const server = (field: string) => (serverErrors[field] ? localizeServerMessage(t, serverErrors[field]) : undefined);
  const problem = draft && draft.username !== '' ? usernameProblem(draft.username) : null;

  return (
    <EditorFrame
      title={t(form.mode === 'create' ? 'influencers.form.createTitle' : 'influencers.form.editTitle')}
      width={FORM_WIDTH}
      creating={form.mode === 'create'}
      loading={draft === null}
      canSave={form.canSave}
      saving={form.saving}
      modified={form.modified}
      problem={form.problem}
      problemReason={form.problemReason}
      onClearProblem={form.clearProblem}
      onSave={form.save}
      onClose={onClose}
    >
      {draft && (
        <Form data-influencer-form="" onSubmit={(event) => event.preventDefault()}>
          <ProfileImageField
            image={draft.image}
            onChange={(image) => update((d) => ({ ...d, image }))}
            error={
              server('profile_image_url') ??
              (draft.image === null && form.modified ? t('influencers.form.imageRequired') : null)
            }
          />
          {form.mode === 'create' ? (
            <AvailabilityField
              label={t('influencers.form.username')}
              name="username"
              autoComplete="off"
              value={draft.username}
              onChange={(event) => {
                const value = sanitizeUsernameInput(event.target.value);
                update((d) => ({ ...d, username: value }));
              }}
              status={form.usernameStatus}
              error={server('username')}
              messages={usernameAvailabilityMessages(problem)}
            />
          ) : (
            <TextField label={t('influencers.form.username')} name="username" value={draft.username} readOnly />
          )}
          <TextField
            label={t('influencers.form.email')}
            name="email"
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(event) => {
              const email = event.target.value;
              update((d) => ({ ...d, email }));
            }}
            error={server('email') ?? (checks && draft.email !== '' && !checks.email ? t('rules.email.format') : undefined)}
          />
          <TextField
            label={t('influencers.form.phone')}
            hint={t('influencers.form.phoneHint')}
            name="phone"
            type="tel"
            inputMode="tel"
            value={draft.phone}
            onChange={(event) => {
              const phone = phoneInput(event.target.value);
              update((d) => ({ ...d, phone }));
            }}
            error={server('phone') ?? (checks && !checks.phone ? t('influencers.form.phoneError') : undefined)}
          />
          <SwitchField
            label={t('influencers.form.active')}
            name="is_active"
            checked={draft.isActive}
            onChange={(isActive) => update((d) => ({ ...d, isActive }))}
          />
          <PromocodeField
            value={draft.promocode}
            onChange={(promocode) => update((d) => ({ ...d, promocode }))}
            canCreate
            error={serverErrors.promocode}
            onConfirmed={form.setStoreCode}
          />
          <TextField
            label={t('influencers.form.commission')}
            hint={t('influencers.form.percentHint')}
            name="commission"
            inputMode="decimal"
            value={draft.commission}
            onChange={(event) => {
              const commission = percentInput(event.target.value);
              update((d) => ({ ...d, commission }));
            }}
            error={server('commission') ?? (checks && !checks.commission ? t('influencers.form.commissionError') : undefined)}
          />
          <Switches role="group" aria-label={t('influencers.form.calculation')}>
            <SwitchField
              label={t('influencers.form.reduceRefunds')}
              name="reduce_refunds"
              checked={draft.reduceRefunds}
              onChange={(reduceRefunds) => update((d) => ({ ...d, reduceRefunds }))}
            />
            <SwitchField
              label={t('influencers.form.reduceVat')}
              name="reduce_vat"
              checked={draft.reduceVat}
              onChange={(reduceVat) => update((d) => ({ ...d, reduceVat }))}
            />
            <SwitchField
              label={t('influencers.form.ratioSwitch')}
              name="net_revenue_ratio_on"
              checked={draft.ratioOn}
              onChange={(on) => update((d) => setRatioSwitch(d, on))}
            />
          </Switches>
          {draft.ratioOn && (
            <TextField
              label={t('influencers.form.ratio')}
              hint={t('influencers.form.percentHint')}
              name="net_revenue_ratio"
              inputMode="decimal"
              value={draft.ratio}
              onChange={(event) => {
                const ratio = percentInput(event.target.value);
                update((d) => ({ ...d, ratio }));
              }}
              error={server('net_revenue_ratio') ?? (checks && !checks.ratio ? t('influencers.form.ratioError') : undefined)}
            />
          )}
          <PermissionsBlock value={draft.permissions} onChange={(permissions) => update((d) => ({ ...d, permissions }))} />
        </Form>
      )}
    </EditorFrame>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Switches = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
