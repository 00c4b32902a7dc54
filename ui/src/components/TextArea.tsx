/** A labelled multi-line text field, styled like TextField. */
import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, Field, Hint, Label, inputStyles } from './TextField';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextArea({ label, hint, error, rows = 5, ...areaProps }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area
        id={id}
        rows={rows}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        {...areaProps}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const Area = styled.textarea<{ $invalid: boolean }>`
  ${inputStyles}
  padding: ${({ theme }) => theme.space.md};
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;
