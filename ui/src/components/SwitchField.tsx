/**
 * An on/off switch with its label beside it: a native checkbox with `role="switch"`, so it is
 * keyboard- and screen-reader-ready and works before hydration. Used by the editors' option
 * switches (tracking tags, the influencer form's switches and permissions).
 */
import { useId } from 'react';
import styled from 'styled-components';

interface Props {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  name?: string;
  disabled?: boolean;
}

export function SwitchField({ label, checked, onChange, name, disabled }: Props) {
  const id = useId();
  return (
    <Label htmlFor={id} $disabled={disabled ?? false}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </Label>
  );
}

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
`;
