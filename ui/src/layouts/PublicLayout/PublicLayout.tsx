/** The frame of public pages (docs/dashboard.md#layout): a logo-only top bar above the page. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../../components/Logo';
import { media } from '../../theme/theme';

interface Props {
  /** Page maximum width in px (routes.ts PAGE_WIDTHS). */
  maxWidth: number;
  children: ReactNode;
}

export function PublicLayout({ maxWidth, children }: Props) {
  return (
    <Frame>
      <Bar>
        <Logo />
      </Bar>
      <Main id="main">
        <Content $maxWidth={maxWidth}>{children}</Content>
      </Main>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;

const Content = styled.div<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin-inline: auto;
`;
