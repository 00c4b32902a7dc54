/**
 * The optional promocode (at most 20 characters; docs/links.md#limits), checked against the
 * merchant's store (docs/links.md#promocodes), shared by the look, short and multilink editors.
 * A character the server would refuse (anything but ASCII letters, digits, `-`, `_`, `.`) is
 * not taken, and the field says which it refused and why, so "summer 10!" is not silently
 * turned into "summer10". Under it one line offers the store's codes or says what the store
 * makes of the typed one; a merchant can create a missing code in place. A code the store
 * spells otherwise takes the store's spelling, as the server would save it. A save the server
 * refused for its promocode shows its message here, until the code changes or the store line
 * confirms it. A form may ask to be told which code the store confirms (the influencer form keeps
 * Create off until then).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { isValidPromocode, PROMOCODE_MAX, refusedPromocodeCharacters } from '../editorState';
import { confirmedCode, shownSaveError, storeSpelling } from '../promocodeStore';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { PromocodeCreateForm } from './PromocodeCreateForm';
import { PromocodeStoreLine } from './PromocodeStoreLine';
import { usePromocodeCreateForm } from './usePromocodeCreateForm';
import { usePromocodeStore } from './usePromocodeStore';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Whether a missing code may be created in the store (merchants; domain/links/access.ts). */
  canCreate: boolean;
  /** The server's message (English) when a save was refused for this code. */
  error?: string;
  /**
   * Told the code the store confirms (domain/links/promocodeStore.ts `confirmedCode`), or null,
   * each time that changes: for a form that keeps Save off until the store has the code.
   */
  onConfirmed?: (code: string | null) => void;
}

export function PromocodeField({ value, onChange, canCreate, error, onConfirmed }: Props) {
  const t = useT();
  const lineId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const { line, create } = usePromocodeStore(value, canCreate);
  const { openFor, open, form } = usePromocodeCreateForm(
    create,
    () => inputRef.current?.focus(),
    // The create button comes back once the form has gone.
    () => requestAnimationFrame(() => createButtonRef.current?.focus()),
  );
  const formOpen = line.kind === 'missing' && line.canCreate && openFor === line.code;
  const kept = shownSaveError(error, line);
  const shownError = kept === undefined ? undefined : localizeServerMessage(t, kept);

  const spelled = storeSpelling(value, line);
  useEffect(() => {
    if (spelled !== null) onChange(spelled);
  }, [spelled, onChange]);

  const confirmed = confirmedCode(value, line);
  useEffect(() => onConfirmed?.(confirmed), [confirmed, onConfirmed]);

  // A refused save lands here: the message is read where the code is typed.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <TextField
      ref={inputRef}
      label={t('edit.promocode')}
      // In the hint's place, not below it: the field keeps its height when a character is
      // refused, so nothing under it moves while the merchant reaches for the next control.
      hint={
        refused.length > 0
          ? t('edit.promocodeRefused', { chars: refused.join(' ') })
          : t('edit.promocodeHint', { max: PROMOCODE_MAX })
      }
      error={shownError}
      describedBy={lineId}
      name="promocode"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      maxLength={PROMOCODE_MAX}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        // What was refused stays said until the field is emptied.
        const now = refusedPromocodeCharacters(typed);
        setRefused((before) => (typed === '' ? [] : [...before, ...now.filter((c) => !before.includes(c))]));
        if (isValidPromocode(typed)) onChange(typed);
      }}
    >
      <PromocodeStoreLine
        id={lineId}
        line={line}
        createOpen={formOpen}
        errorShown={shownError !== undefined}
        onPick={(code) => {
          onChange(code);
          inputRef.current?.focus();
        }}
        onCreate={open}
        createButtonRef={createButtonRef}
      />
      {formOpen && <PromocodeCreateForm code={line.code} {...form} />}
    </TextField>
  );
}
