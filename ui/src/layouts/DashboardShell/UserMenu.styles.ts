/** Styled blocks of UserMenu, kept apart because they outgrew the component file. */
import styled, { css } from 'styled-components';
import { ellipsis, focusRing } from '../../theme/mixins';

export const Container = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  ${focusRing}
`;

export const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  width: 280px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

export const PlanRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
`;

export const PlanName = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Business = styled.div`
  ${ellipsis}
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Divider = styled.hr`
  margin: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const menuEntry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const MenuLink = styled.a`
  ${menuEntry}
`;

export const MenuButton = styled.button`
  ${menuEntry}
`;

export const MenuDisabled = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.disabled};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: not-allowed;
`;

export const Badge = styled.span`
  margin-inline-start: auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
