/**
 * The return from a network's consent page (`/{social}/auth`): with a code and its state, the
 * connection is completed (a loader meanwhile) and the shopboard opens on the network's tab; a
 * refusal, a cancel on the consent page or a failed completion opens the dialog titled with the
 * network's name, whose one button leads back to the shopboard; an address with neither goes
 * to the shopboard. Decided after mount, so the server markup holds only the loader (dialogs
 * never are in it).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import { completeConnect } from '../api';
import { NAME_KEY, shopboardTab, type SocialNetwork } from '../networks';
import { socialAuthStep } from '../socialAuth';

interface Props {
  network: SocialNetwork;
  query: string;
  signedIn: boolean;
}

type Phase = 'working' | 'leaving' | 'failed';

const stay = () => {
  // The dialog's button is the only way on.
};

export function SocialAuthFlow({ network, query, signedIn }: Props) {
  const t = useT();
  const name = t(NAME_KEY[network]);
  const [phase, setPhase] = useState<Phase>('working');
  const started = useRef(false);

  useMountEffect(() => {
    if (started.current) return;
    started.current = true;
    const step = socialAuthStep(query);
    if (step.kind === 'redirect') {
      setPhase('leaving');
      window.location.replace(PATHS.shopboard);
      return;
    }
    if (step.kind === 'failed' || !signedIn) {
      setPhase('failed');
      return;
    }
    completeConnect(network, { code: step.code, state: step.state }).then(
      () => {
        setPhase('leaving');
        window.location.replace(shopboardTab(network));
      },
      (error: unknown) => {
        console.error(`Completing the ${network} connection failed`, error);
        setPhase('failed');
      },
    );
  });

  const label = phase === 'leaving' ? t('socialAuth.redirecting') : t('socialAuth.connecting', { network: name });
  return (
    <Centre data-social-auth={phase}>
      {phase === 'failed' ? (
        <>
          <Text role="alert">{t('socialAuth.failed')}</Text>
          <MessageDialog
            tone="error"
            title={name}
            message={t('socialAuth.failed')}
            buttonLabel={t('socialAuth.back')}
            href={shopboardTab(network)}
            onClose={stay}
          />
        </>
      ) : (
        <>
          <Spinner label={label} />
          <Text>{label}</Text>
        </>
      )}
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
