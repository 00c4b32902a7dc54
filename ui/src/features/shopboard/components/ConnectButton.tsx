/**
 * A network's connect button in the network's own colours (Instagram's gradient, TikTok black,
 * Pinterest red). It says "Connecting…" and waits while the browser leaves for the consent
 * page. Where the server cannot connect the network, it is disabled with a plain note saying so.
 */
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../theme/mixins';
import { NAME_KEY, type SocialNetwork } from '../networks';

interface Props {
  network: SocialNetwork;
  available: boolean;
  busy: boolean;
  onConnect: () => void;
}

export function ConnectButton({ network, available, busy, onConnect }: Props) {
  const t = useT();
  const name = t(NAME_KEY[network]);
  return (
    <Column>
      <Styled
        type="button"
        $network={network}
        disabled={!available || busy}
        aria-busy={busy || undefined}
        onClick={onConnect}
        data-connect-network={network}
      >
        {busy ? t('shopboard.connecting') : t('shopboard.connect', { network: name })}
      </Styled>
      {!available && <Note data-network-unavailable="">{t('shopboard.unavailable', { network: name })}</Note>}
    </Column>
  );
}

const BRAND: Record<SocialNetwork, ReturnType<typeof css>> = {
  instagram: css`
    background: linear-gradient(45deg, #f09433 0%, #e6683c 25%, #dc2743 50%, #cc2366 75%, #bc1888 100%);
  `,
  tiktok: css`
    background: #000000;
  `,
  pinterest: css`
    background: #e60023;
  `,
};

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Styled = styled.button<{ $network: SocialNetwork }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ $network }) => BRAND[$network]}
  color: #ffffff;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
