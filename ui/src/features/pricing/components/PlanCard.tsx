/**
 * One plan card: name, colour, price and period, description, features and the action the
 * viewer may take (docs/billing.md#pricing-page). Plan buttons show a loading label while their
 * request is out; a paid plan's button waits for a connected store (billing goes through the store)
 * and says so with a link home; a failure the server explained is shown under the button. The free
 * plan's card tells a free account how much of its trial is left.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import type { SubscriptionPlan } from '../../../generated/SubscriptionPlan';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { PATHS } from '../../../lib/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { formatUsd, isPlanButton, needsStore, planAction, type PlanAction, type PlanInfo } from '../plans';
import { FreeTrialNote } from './FreeTrialNote';

interface Props {
  plan: PlanInfo;
  user: SessionUser | null;
  supportEmail: string;
  /** This card's request is out. */
  busy?: boolean;
  /** Another card's request is out. */
  locked?: boolean;
  /** The server's (English) message of this card's failed request. */
  error?: string | null;
  onChoose?: (plan: SubscriptionPlan) => void;
}

const BUTTON_LABELS: Partial<Record<PlanAction, MessageKey>> = {
  upgrade: 'pricing.action.upgrade',
  downgrade: 'pricing.action.downgrade',
  startTrial: 'pricing.action.startTrial',
};

export function PlanCard({ plan, user, supportEmail, busy = false, locked = false, error = null, onChoose }: Props) {
  const t = useT();
  const action = planAction(plan, user);
  const name = t(`plan.${plan.id}`);
  const titleId = `plan-${plan.id}-title`;
  const noteId = `plan-${plan.id}-note`;
  const errorId = `plan-${plan.id}-error`;
  const buttonLabel = BUTTON_LABELS[action];
  const storeMissing = isPlanButton(action) && needsStore(plan, user);
  const busyLabel = plan.id === 'FREE' ? 'pricing.action.switching' : 'pricing.action.redirecting';
  const describedBy = [storeMissing && noteId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Card aria-labelledby={titleId} data-plan={plan.id} $accent={plan.color} $active={action === 'active'}>
      <Head>
        <Name id={titleId}>{name}</Name>
        {action === 'active' && <ActiveLabel data-active-label="">{t('pricing.active')}</ActiveLabel>}
        {action === 'afterTrial' && <ActiveLabel data-after-trial-label="">{t('pricing.afterTrial')}</ActiveLabel>}
      </Head>
      <Subtitle>{t(plan.subtitle)}</Subtitle>
      {plan.id === 'FREE' && user?.subscriptionPlan === 'FREE' && <FreeTrialNote user={user} />}
      <Price>
        {plan.monthlyUsd === null ? (
          <Amount>{t('pricing.contactUs')}</Amount>
        ) : (
          <>
            <Amount>{formatUsd(plan.monthlyUsd)}</Amount>
            <Period>{t(plan.monthlyUsd === 0 ? 'pricing.forever' : 'pricing.perMonth')}</Period>
          </>
        )}
      </Price>
      <Description>{t(plan.description)}</Description>
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature}>
            <Icon name="check" size={16} />
            {t(feature)}
          </Feature>
        ))}
      </Features>
      <Action>
        {action === 'contactSales' && (
          <ButtonLink
            href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('pricing.salesSubject'))}`}
            variant="secondary"
            fullWidth
          >
            <Icon name="mail" size={18} />
            {t('pricing.action.contactSales')}
          </ButtonLink>
        )}
        {buttonLabel && (
          <>
            <Button
              fullWidth
              variant={action === 'downgrade' ? 'secondary' : 'primary'}
              disabled={storeMissing || busy || locked}
              aria-busy={busy || undefined}
              aria-describedby={describedBy}
              data-plan-button={plan.id}
              onClick={() => onChoose?.(plan.id)}
            >
              {busy ? t(busyLabel) : t(buttonLabel, { plan: name })}
            </Button>
            {storeMissing && (
              <Note id={noteId} data-store-required="">
                {t('pricing.storeRequired.note')} <a href={PATHS.home}>{t('pricing.storeRequired.link')}</a>
              </Note>
            )}
            {error && (
              <CardError id={errorId} role="alert" data-plan-error="">
                {localizeServerMessage(t, error)}
              </CardError>
            )}
          </>
        )}
      </Action>
    </Card>
  );
}

const Card = styled.section<{ $accent: string; $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ $active }) => ($active ? 2 : 1)}px solid
    ${({ theme, $active, $accent }) => ($active ? $accent : theme.colors.border)};
  border-top: 6px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const ActiveLabel = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
`;

const Period = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Feature = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > svg {
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

const CardError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;
