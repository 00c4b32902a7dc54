/**
 * A link's public address, `{public url}/{username}/{id}`, as shoppers get it
 * (docs/links.md#public-address), with Copy beside it. It reads without `https://`, the way
 * addresses are written on flyers and bios, so a narrow card has room for the part that tells
 * links apart; the whole address is in `data-public-url`, the title and what Copy copies. One
 * line that ends in an ellipsis when it does not fit, always left to right, even in Hebrew. The
 * outcome of Copy goes to `onCopied`, whose owner shows the toast.
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { copyText } from '../../../lib/copyText';
import { ellipsis } from '../../../theme/mixins';

interface Props {
  url: string;
  onCopied: (ok: boolean) => void;
}

export function PublicUrl({ url, onCopied }: Props) {
  const t = useT();
  const copy = () =>
    void copyText(url).then(
      () => onCopied(true),
      () => onCopied(false),
    );
  return (
    <Row role="group" aria-label={t('publicLink.label')}>
      <Address dir="ltr" translate="no" title={url} data-public-url={url}>
        {url.replace(/^https?:\/\//, '')}
      </Address>
      <Button size="sm" variant="secondary" onClick={copy} aria-label={t('publicLink.copyLabel')} data-action="copy">
        <Icon name="copy" size={16} />
        {t('publicLink.copy')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Address = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  ${ellipsis}
`;
