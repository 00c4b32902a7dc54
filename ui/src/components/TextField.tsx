/**
 * A labelled text input with an optional hint, an error message and extra content below it
 * (an availability indicator, a password checklist). The label is always visible for clarity.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  hint?: string;
  /** Shown under the input in the danger colour; marks the input invalid. */
  error?: string;
  /** Ids of other elements that describe the input (e.g. a checklist passed as children). */
  describedBy?: string;
  children?: ReactNode;
}

export function TextField({ label, hint, error, describedBy, children, ...inputProps }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        {...inputProps}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {children}
    </Field>
  );
}

/** Shared with TextArea so both kinds of field look the same. */
export const inputStyles = css<{ $invalid: boolean }>`
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  min-height: 44px;
`;

export const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
