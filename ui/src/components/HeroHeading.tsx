/**
 * A public page's centred opening: the large title (smaller on phones) and the muted lead under
 * it. The welcome and pricing pages open the same way; `roomy` gives the welcome page its
 * narrower headline and the wider gap before its buttons.
 */
import styled from 'styled-components';
import { media } from '../theme/theme';

interface Props {
  title: string;
  lead: string;
  roomy?: boolean;
}

export function HeroHeading({ title, lead, roomy = false }: Props) {
  return (
    <>
      <Title $roomy={roomy}>{title}</Title>
      <Lead $roomy={roomy}>{lead}</Lead>
    </>
  );
}

const Title = styled.h1<{ $roomy: boolean }>`
  max-width: ${({ $roomy }) => ($roomy ? '760px' : 'none')};
  margin: ${({ theme, $roomy }) => ($roomy ? `0 auto ${theme.space.lg}` : `0 0 ${theme.space.sm}`)};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.15;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Lead = styled.p<{ $roomy: boolean }>`
  max-width: 640px;
  margin: 0 auto ${({ theme, $roomy }) => ($roomy ? theme.space.xl : theme.space.lg)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
