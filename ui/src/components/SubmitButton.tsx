/**
 * A form's full-width submit button. It stays disabled while the input is not acceptable and
 * while the request is out, and then says so (e.g. "Signing in…"), so a double click cannot
 * send twice.
 */
import { Button } from './Button';

interface Props {
  /** Whether the form's input may be sent. */
  ready: boolean;
  /** Whether the request is out. */
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ ready, busy, label, busyLabel }: Props) {
  return (
    <Button type="submit" fullWidth disabled={!ready || busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
