/**
 * A card's title as a link to its admin preview (docs/links.md#lists): the largest thing on a
 * card to tap, and a real address, so the preview opens in a new tab too and without scripts.
 */
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const CardTitleLink = styled.a`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;
