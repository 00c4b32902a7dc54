/**
 * One plan card: name, colour, price and period, description, features and the action the
 * viewer may take. Billing is not built yet, so plan buttons are shown but disabled and say
 * plainly that billing arrives with the store connection; nothing pretends to check out.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { formatUsd, planAction, type PlanAction, type PlanInfo } from '../plans';

interface Props {
  plan: PlanInfo;
  user: SessionUser | null;
  supportEmail: string;
}

const BUTTON_LABELS: Partial<Record<PlanAction, MessageKey>> = {
  upgrade: 'pricing.action.upgrade',
  downgrade: 'pricing.action.downgrade',
  startTrial: 'pricing.action.startTrial',
};

export function PlanCard({ plan, user, supportEmail }: Props) {
  const t = useT();
  const action = planAction(plan, user);
  const name = t(`plan.${plan.id}`);
  const titleId = `plan-${plan.id}-title`;
  const noteId = `plan-${plan.id}-billing`;
  const buttonLabel = BUTTON_LABELS[action];

  return (
    <Card aria-labelledby={titleId} data-plan={plan.id} $accent={plan.color} $active={action === 'active'}>
      <Head>
        <Name id={titleId}>{name}</Name>
        {action === 'active' && <ActiveLabel>{t('pricing.active')}</ActiveLabel>}
      </Head>
      <Subtitle>{t(plan.subtitle)}</Subtitle>
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
            <Button fullWidth disabled aria-describedby={noteId}>
              {t(buttonLabel, { plan: name })}
            </Button>
            <Note id={noteId}>{t('pricing.billingNote')}</Note>
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
