/**
 * A destructive confirmation that asks the user to type a phrase (their username, "disconnect
 * store"): the confirm button is enabled only while `matches` holds, one request at a time. It
 * lives here rather than in a feature because several features confirm this way and features do
 * not import each other. What success does and how a failure reads are the caller's.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from './Banner';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

interface Props {
  /** The form's id, so the confirm button in the dialog's actions can submit it. */
  formId: string;
  title: string;
  warning: string;
  /** The field's label, naming what to type. */
  fieldLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Whether the typed text confirms. */
  matches: (typed: string) => boolean;
  /** Does the work; a throw frees the button again. Success usually leaves the page. */
  onConfirm: (typed: string) => Promise<void>;
  /** The banner text for a failure, or null to show none. */
  describeFailure: (error: unknown) => string | null;
  onClose: () => void;
}

export function ConfirmPhraseDialog({
  formId,
  title,
  warning,
  fieldLabel,
  cancelLabel,
  confirmLabel,
  busyLabel,
  matches,
  onConfirm,
  describeFailure,
  onClose,
}: Props) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = matches(typed);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(typed);
    } catch (failure) {
      setError(describeFailure(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={!confirmed || busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{warning}</p>
      <Form id={formId} onSubmit={handleSubmit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <TextField
          label={fieldLabel}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;
