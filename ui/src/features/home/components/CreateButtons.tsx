/**
 * Home's create buttons (docs/home.md#header): create-instant and create-short for admins and
 * active influencers, create-influencer for admins while the trial has not ended. Each opens its
 * area's editor (`?create=1`, as the mobile add menu does), where the influencers page also
 * checks the plan's cap. For a free account whose trial has ended the link buttons open the
 * free-trial dialog here instead, as the editors would refuse to save.
 */
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon, type IconName } from '../../../components/Icon';
import { FreeTrialDialog } from '../../../domain/links/FreeTrialDialog';
import type { SessionUser } from '../../../generated/SessionUser';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { trialBlocksEditing } from '../../../domain/links/access';
import { PATHS } from '../../../lib/routes';
import { media } from '../../../theme/theme';
import type { HomeSections } from '../homeRules';

interface Props {
  user: SessionUser;
  sections: HomeSections;
  compact: boolean;
}

interface Action {
  id: 'instant' | 'short' | 'influencer';
  label: MessageKey;
  icon: IconName;
  href: string;
  /** A link editor, which a free account after its trial may not open. */
  editor: boolean;
}

export function CreateButtons({ user, sections, compact }: Props) {
  const t = useT();
  const [freeTrial, setFreeTrial] = useState(false);
  const blocked = trialBlocksEditing(user);
  const actions: Action[] = [
    ...(sections.createContent
      ? [
          { id: 'instant', label: 'links.create.LOOK', icon: 'link', href: `${PATHS.links}?create=1`, editor: true } as const,
          { id: 'short', label: 'links.create.SHORT', icon: 'bolt', href: `${PATHS.shorts}?create=1`, editor: true } as const,
        ]
      : []),
    ...(sections.createInfluencer
      ? [{ id: 'influencer', label: 'influencers.create', icon: 'users', href: `${PATHS.influencers}?create=1`, editor: false } as const]
      : []),
  ];
  if (actions.length === 0) return null;
  return (
    <>
      <Row role="group" aria-label={t('home.create.group')} $compact={compact}>
        {actions.map((action, index) => {
          const variant = index === 0 ? 'primary' : 'secondary';
          const content = (
            <>
              <Icon name={action.icon} size={18} />
              {t(action.label)}
            </>
          );
          return action.editor && blocked ? (
            <Button key={action.id} variant={variant} onClick={() => setFreeTrial(true)} data-home-create={action.id}>
              {content}
            </Button>
          ) : (
            <ButtonLink key={action.id} variant={variant} href={action.href} data-home-create={action.id}>
              {content}
            </ButtonLink>
          );
        })}
      </Row>
      {freeTrial && <FreeTrialDialog user={user} onClose={() => setFreeTrial(false)} />}
    </>
  );
}

const Row = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    display: grid;
    grid-template-columns: 1fr;

    & > * {
      width: 100%;
    }
  }

  ${({ $compact }) =>
    $compact &&
    css`
      ${media.mobile} {
        grid-template-columns: repeat(2, minmax(0, 1fr));

        & > * {
          padding: 0 ${({ theme }) => theme.space.sm};
          font-size: ${({ theme }) => theme.font.size.sm};
        }
      }
    `}
`;
