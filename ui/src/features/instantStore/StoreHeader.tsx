/**
 * The head of a merchant's public pages (the instant store page and the shoppable feed): the
 * logo, when there is one, above the store's name. The shopper came to buy from this store.
 */
import styled from 'styled-components';

interface Props {
  storeName: string;
  logo: string | null;
}

export function StoreHeader({ storeName, logo }: Props) {
  return (
    <>
      {logo ? <Logo src={logo} alt={storeName} data-store-logo="" width={240} height={60} /> : null}
      <StoreName>{storeName}</StoreName>
    </>
  );
}

/** The logo is cropped at 4:1 on upload (docs/appearance.md#logo); shown at most 240 × 60. */
const Logo = styled.img`
  display: block;
  max-width: 240px;
  width: auto;
  height: auto;
  max-height: 60px;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StoreName = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0;
  overflow-wrap: anywhere;
`;
