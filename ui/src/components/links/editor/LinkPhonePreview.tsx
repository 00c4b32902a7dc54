/**
 * The live mobile-style preview beside the look form (desktop only, docs/links.md#editors): the
 * first image, the title, the promocode and the product tiles, as the instant store page shows them.
 */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { ellipsis } from '../../../theme/mixins';
import { media } from '../../../theme/theme';
import type { Draft } from '../../../lib/links/editorState';

interface Props {
  draft: Draft;
}

export function LinkPhonePreview({ draft }: Props) {
  const t = useT();
  const hero = draft.images[0]?.src ?? draft.products[0]?.image?.src ?? null;
  return (
    <Phone aria-label={t('edit.preview')} data-link-preview="">
      <Screen>
        {hero ? <Hero src={hero} alt="" /> : <HeroPlaceholder />}
        {draft.title && <Title>{draft.title}</Title>}
        {draft.promocode && <Code dir="ltr">{draft.promocode}</Code>}
        <Tiles>
          {draft.products.map((product) => (
            <Tile key={product.inventory_id}>
              {product.image ? <TileImage src={product.image.src} alt="" /> : <TilePlaceholder />}
              <TileTitle>{product.title}</TileTitle>
              <TilePrice dir="ltr">{product.price}</TilePrice>
            </Tile>
          ))}
        </Tiles>
      </Screen>
    </Phone>
  );
}

const Phone = styled.aside`
  flex: none;
  width: 300px;
  height: 600px;
  padding: 12px;
  border-radius: 36px;
  background: ${({ theme }) => theme.colors.text};
  align-self: flex-start;
  position: sticky;
  top: 0;

  ${media.mobile} {
    display: none;
  }
`;

const Screen = styled.div`
  height: 100%;
  overflow: auto;
  border-radius: 26px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Hero = styled.img`
  width: 100%;
  aspect-ratio: 4 / 5;
  object-fit: cover;
`;

const HeroPlaceholder = styled.div`
  width: 100%;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Title = styled.p`
  margin: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Code = styled.p`
  margin: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const TileImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const TilePlaceholder = styled.div`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const TileTitle = styled.span`
  ${ellipsis}
`;

const TilePrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
