/** A labelled multi-line text field, styled like TextField. */
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyles } from './FieldFrame';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextArea({ label, hint, error, rows = 5, ...areaProps }: Props) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(wiring) => <Area {...wiring} rows={rows} {...areaProps} />}
    />
  );
}

const Area = styled.textarea<{ $invalid: boolean }>`
  ${inputStyles}
  padding: ${({ theme }) => theme.space.md};
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;
