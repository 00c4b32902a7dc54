/**
 * The parts the picker tiles share (products and collections): the selectable tile, its toggle
 * button, the square picture (or a blank square) and the one-line title.
 */
import styled from 'styled-components';
import { ellipsis, focusRing } from '../../../theme/mixins';

export const Tile = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

export const TileToggle = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  text-align: start;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

/** The tile's square picture, or a blank square when there is none. */
export function TilePicture({ src }: { src: string | null | undefined }) {
  return src ? <Picture src={src} alt="" loading="lazy" /> : <NoPicture />;
}

export const TileTitle = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${ellipsis}
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
`;

const NoPicture = styled.div`
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;
