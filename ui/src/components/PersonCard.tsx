/**
 * The frame of a person's card (a picture beside their name and details): the influencers list
 * and home's recent influencers show influencers in the same card.
 */
import styled from 'styled-components';

export const PersonCard = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
