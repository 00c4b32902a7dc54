/**
 * The chrome every form field shares: the always-visible label, the hint, the error line and
 * extra content below (an availability indicator, a password checklist). TextField and TextArea
 * differ only in their control, so the ids and ARIA wiring live here once and cannot drift.
 */
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What the control must carry so the label, hint and error describe it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  $invalid: boolean;
}

interface Props {
  label: string;
  hint?: string;
  /** Shown under the control in the danger colour; marks the control invalid. */
  error?: string;
  /** Ids of other elements that describe the control (e.g. a checklist passed as children). */
  describedBy?: string;
  /** Renders the control itself with the wiring it needs. */
  control: (wiring: FieldControlProps) => ReactNode;
  children?: ReactNode;
}

export function FieldFrame({ label, hint, error, describedBy, control, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {control({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
        $invalid: Boolean(error),
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {children}
    </Field>
  );
}

/** Shared by the controls so every kind of field looks the same. */
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

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
