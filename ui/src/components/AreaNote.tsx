/**
 * A page's whole content when the viewer has nothing to do there but learn why: an influencer
 * on one of the merchant's areas, or on analytics the merchant has not shared. The page's title
 * and one sentence, decided from the session user, so it is in the server's markup and the page
 * makes no call the server would refuse (docs/dashboard.md#what-an-influencer-is-told). Never the
 * generic error, never an invitation to do what the viewer may not.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from './Panel';

interface Props {
  /** The page's title (the panel's h1). */
  title: string;
  /** The sentence. */
  children: ReactNode;
  /** Markers the page's tests look for (`data-trends-merchant-only`). */
  [marker: `data-${string}`]: string;
}

export function AreaNote({ title, children, ...markers }: Props) {
  return (
    <Panel title={title} headingLevel={1}>
      <Body data-area-note="" {...markers}>
        {children}
      </Body>
    </Panel>
  );
}

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
