/** The influencer strip of an instant store page: who picked these products. */
import styled from 'styled-components';
import type { InfluencerStrip } from '../../generated/InfluencerStrip';
import { useT } from '../../i18n/useT';

interface Props {
  influencer: InfluencerStrip;
}

export function InfluencerBadge({ influencer }: Props) {
  const t = useT();
  return (
    <Strip>
      {influencer.image ? <Avatar src={influencer.image} alt="" width={40} height={40} /> : null}
      <span>{t('instantStore.by', { username: influencer.username })}</span>
    </Strip>
  );
}

const Strip = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Avatar = styled.img`
  border-radius: 50%;
  object-fit: cover;
`;
