/**
 * The grid of a recent-activity tab: two columns from 1000px, one on a phone, where only the
 * first `$mobileCount` items show (the shorts tab's three; docs/home.md#recent-activities).
 */
import styled from 'styled-components';
import { media } from '../../../theme/theme';

export const RecentGrid = styled.ul<{ $mobileCount: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};

    & > :nth-child(n + ${({ $mobileCount }) => $mobileCount + 1}) {
      display: none;
    }
  }
`;
