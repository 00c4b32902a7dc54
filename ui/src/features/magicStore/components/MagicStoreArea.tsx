/**
 * The magic store page by who looks (../access.ts): the store, or what would open it. Each state
 * is in the server's markup; its dialog (the plans) opens after mount. No call is made unless the
 * server would answer it.
 */
import styled from 'styled-components';
import { AreaNote } from '../../../components/AreaNote';
import { ButtonLink } from '../../../components/ButtonLink';
import { MessageDialog } from '../../../components/MessageDialog';
import { Panel } from '../../../components/Panel';
import { PlanOffer } from '../../../components/PlanOffer';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import { FreeTrialDialog } from '../../../domain/links/FreeTrialDialog';
import { magicStoreAccess } from '../access';
import { MagicStore, type RenderEditor } from './MagicStore';

interface Props {
  user: SessionUser;
  /** The page's create-link dialog. */
  renderEditor: RenderEditor;
}

export function MagicStoreArea({ user, renderEditor }: Props) {
  const t = useT();
  const title = t('page.magicStore.title');
  switch (magicStoreAccess(user)) {
    case 'merchantOnly':
      return (
        <AreaNote title={title} data-merchant-only="">
          {t('magicStore.merchantOnly')}
        </AreaNote>
      );
    case 'upgrade':
      return (
        <PlanOffer
          title={title}
          message={t('magicStore.upgrade.message')}
          buttonLabel={t('magicStore.upgrade.button')}
          data-magic-upgrade=""
          dialog={(close) => (
            <MessageDialog
              title={t('magicStore.upgrade.title')}
              message={t('magicStore.upgrade.message')}
              buttonLabel={t('magicStore.upgrade.button')}
              href={PATHS.pricingPlans}
              onClose={close}
            />
          )}
        />
      );
    case 'trialEnded':
      return (
        <PlanOffer
          title={title}
          message={t('magicStore.trialEnded.message')}
          buttonLabel={t('links.freeTrial.button')}
          data-magic-trial-ended=""
          dialog={(close) => <FreeTrialDialog user={user} message={t('magicStore.trialEnded.message')} onClose={close} />}
        />
      );
    case 'needsStore':
      return <WayOn title={title} message={t('nav.needsStore')} href={PATHS.home} label={t('magicStore.needsStore.button')} marker="needs-store" />;
    case 'turnOnTagging':
      return (
        <WayOn title={title} message={t('magicStore.turnOn.message')} href={PATHS.settings} label={t('magicStore.turnOn.button')} marker="turn-on" />
      );
    case 'store':
      return <MagicStore renderEditor={renderEditor} />;
  }
}

/** What the merchant must do first, and the way there. */
function WayOn({ title, message, href, label, marker }: { title: string; message: string; href: string; label: string; marker: string }) {
  return (
    <Panel title={title} headingLevel={1}>
      <Message data-magic-way-on={marker}>{message}</Message>
      <ButtonLink href={href} variant="secondary">
        {label}
      </ButtonLink>
    </Panel>
  );
}

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
