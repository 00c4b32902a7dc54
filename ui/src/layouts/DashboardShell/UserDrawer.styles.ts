/** Styled blocks of UserDrawer, kept apart because they outgrew the component file. */
import styled from 'styled-components';
import { ellipsis, focusRing } from '../../theme/mixins';

export const Trigger = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  ${focusRing}
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

export const Panel = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  width: min(320px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  overflow-y: auto;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const Strong = styled.span`
  ${ellipsis}
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Muted = styled.span`
  ${ellipsis}
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
`;

export const Entry = styled.a<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  text-decoration: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  ${focusRing}

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
`;
