/**
 * A labelled text input with an optional hint, an error message and extra content below it
 * (an availability indicator, a password checklist). The label is always visible for clarity.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyles } from './FieldFrame';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  hint?: string;
  /** Shown under the input in the danger colour; marks the input invalid. */
  error?: string;
  /** Ids of other elements that describe the input (e.g. a checklist passed as children). */
  describedBy?: string;
  /** The input, for callers that move focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function TextField({ label, hint, error, describedBy, children, ...inputProps }: Props) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      describedBy={describedBy}
      control={(wiring) => <Input {...wiring} {...inputProps} />}
    >
      {children}
    </FieldFrame>
  );
}

const Input = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  min-height: 44px;
`;
