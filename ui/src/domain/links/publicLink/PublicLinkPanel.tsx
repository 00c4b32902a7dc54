/**
 * A preview's public address (docs/links.md#previews): the address with Copy, then "Open public
 * page" (a new tab) and QR code. The link, short and multilink previews show it under their
 * header, where the merchant looks for what to share. Given `onMoved`, a merchant on a plan with
 * brand domains also chooses which domain the address uses there (the shopboard's feed, which
 * has no such choice, passes none).
 */
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { usePageProps } from '../../../lib/pageProps';
import { LinkDomainSelect } from './LinkDomainSelect';
import { PublicUrl } from './PublicUrl';
import { QrCodeButton } from './QrCodeButton';

interface Props {
  url: string;
  /** The link's id, which names the QR code's files. */
  id: string;
  onCopied: (ok: boolean) => void;
  /** The link was moved to another domain: its address is now this. */
  onMoved?: (url: string) => void;
}

export function PublicLinkPanel({ url, id, onCopied, onMoved }: Props) {
  const t = useT();
  const { user } = usePageProps();
  const chooseDomain = onMoved && user?.isAdmin && user.planLimits.brandDomains;
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
      {chooseDomain && <LinkDomainSelect linkId={id} url={url} onMoved={onMoved} />}
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
