/**
 * What the trends cards share: the card box, a square product picture (or a blank square), and
 * a product title that links to its storefront page in a new tab.
 */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { ellipsis, focusRing, visuallyHidden } from '../../../theme/mixins';

export const CardItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A square picture of `size` px; decorative, the title names the product. */
export function Thumb({ src, size }: { src: string | null; size: number }) {
  return src ? <Picture src={src} alt="" loading="lazy" $size={size} /> : <NoPicture $size={size} />;
}

/** The product's title, a link to its page in the store. */
export function ProductTitle({ title, url }: { title: string; url: string }) {
  const t = useT();
  return (
    <TitleLink href={url} target="_blank" rel="noopener noreferrer" title={title} dir="auto">
      {title}
      <Hidden> {t('common.opensInNewTab')}</Hidden>
    </TitleLink>
  );
}

const Picture = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;

const NoPicture = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const TitleLink = styled.a`
  display: block;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 20px;
  text-decoration: none;
  ${ellipsis}
  ${focusRing}

  &:hover {
    text-decoration: underline;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
