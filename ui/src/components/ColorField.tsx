/**
 * A labelled colour: the native colour input (no alpha channel, so what is picked is always a
 * plain `#rrggbb` the server accepts) with its label and the chosen code beside it. The theme's
 * colours on the Appearance page use it; an error marks it as FieldFrame's fields do.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { sixDigitHex } from '../lib/hexColor';
import { focusRing } from '../theme/mixins';

interface Props {
  label: string;
  /** `#rgb` or `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  error?: string;
  /** Lets a test or a page find the field by its theme name. */
  name?: string;
}

export function ColorField({ label, value, onChange, error, name }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hex = sixDigitHex(value);
  return (
    <Field>
      <Row>
        <Swatch
          id={id}
          type="color"
          name={name}
          value={hex}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
        />
        <Words>
          <Label htmlFor={id}>{label}</Label>
          <Code aria-hidden="true">{hex}</Code>
        </Words>
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/**
 * The native input, drawn as a round-cornered swatch at a comfortable tap size. `$empty` draws it
 * striped: the input always holds some colour, and a value nobody chose must not look black.
 */
export const Swatch = styled.input<{ $invalid: boolean; $empty?: boolean }>`
  flex: none;
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &::-webkit-color-swatch-wrapper {
    padding: 0;
  }
  &::-webkit-color-swatch {
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &::-moz-color-swatch {
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${({ $empty, theme }) =>
    $empty
      ? `
    &::-webkit-color-swatch {
      background: repeating-linear-gradient(45deg, ${theme.colors.surface} 0 4px, ${theme.colors.border} 4px 8px) !important;
    }
    &::-moz-color-swatch {
      background: repeating-linear-gradient(45deg, ${theme.colors.surface} 0 4px, ${theme.colors.border} 4px 8px) !important;
    }`
      : ''}
`;

const Words = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Code = styled.span`
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  direction: ltr;
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
