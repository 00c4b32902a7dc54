/** The user's picture (influencer image) or initials in a round badge. */
import styled from 'styled-components';
import { initialsOf } from '../lib/initials';

interface Props {
  name: string;
  imageUrl?: string | null;
  size?: number;
}

export function Avatar({ name, imageUrl, size = 36 }: Props) {
  if (imageUrl) {
    return <Image src={imageUrl} alt="" width={size} height={size} $size={size} />;
  }
  return (
    <Initials $size={size} aria-hidden="true">
      {initialsOf(name)}
    </Initials>
  );
}

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
