/** The console's button: primary (brand), secondary (outlined), ghost (text only) or danger. */
import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** For callers that move focus back to the button (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: Props) {
  return <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

/** Shared with ButtonLink so links that look like buttons stay identical. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space.md : theme.space.xl)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast};
  ${focusRing}

  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.brand};
          color: ${theme.colors.onBrand};
          &:hover:not(:disabled) {
            background: ${theme.colors.brandHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.brand};
          border-color: ${theme.colors.brand};
          &:hover:not(:disabled) {
            background: ${theme.colors.brandSoft};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onBrand};
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceHover};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.border};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
