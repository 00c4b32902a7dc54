/**
 * A brief status message at the bottom of the screen ("Link copied", "Changes saved") that
 * removes itself after `durationMs` (approval toasts close after 2 s; docs/dashboard.md#timings).
 */
import { useEffect } from 'react';
import styled from 'styled-components';

interface Props {
  message: string;
  onDone: () => void;
  durationMs?: number;
}

export function Toast({ message, onDone, durationMs = 2_000 }: Props) {
  useEffect(() => {
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [message, onDone, durationMs]);
  return (
    <Box role="status" data-toast="">
      {message}
    </Box>
  );
}

const Box = styled.div`
  position: fixed;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + ${({ theme }) => theme.space.lg});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.splash - 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadows.menu};
`;
