/**
 * A preview's public address (docs/links.md#previews): the address with Copy, then "Open public
 * page" (a new tab) and QR code. The link, short and multilink previews show it under their
 * header, where the merchant looks for what to share.
 */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { PublicUrl } from './PublicUrl';
import { QrCodeButton } from './QrCodeButton';

interface Props {
  url: string;
  /** The link's id, which names the QR code's files. */
  id: string;
  onCopied: (ok: boolean) => void;
}

export function PublicLinkPanel({ url, id, onCopied }: Props) {
  const t = useT();
  return (
    <Panel>
      <PublicUrl url={url} onCopied={onCopied} />
      <Row>
        <ButtonLink size="sm" variant="secondary" href={url} target="_blank" rel="noopener">
          <Icon name="external" size={16} />
          {t('publicLink.openPublic')}
        </ButtonLink>
        <QrCodeButton url={url} id={id} variant="secondary" />
      </Row>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
