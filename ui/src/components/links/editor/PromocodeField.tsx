/**
 * The optional promocode (at most 20 characters; docs/links.md#limits). A character the server
 * would refuse (anything but ASCII letters, digits, `-`, `_`, `.`) is not taken, and the field
 * says which it refused and why, so "summer 10!" is not silently turned into "summer10".
 */
import { useState } from 'react';
import { TextField } from '../../TextField';
import { useT } from '../../../i18n/useT';
import { isValidPromocode, PROMOCODE_MAX, refusedPromocodeCharacters } from '../../../lib/links/editorState';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function PromocodeField({ value, onChange }: Props) {
  const t = useT();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <TextField
      label={t('edit.promocode')}
      // In the hint's place, not below it: the field keeps its height when a character is
      // refused, so nothing under it moves while the merchant reaches for the next control.
      hint={
        refused.length > 0
          ? t('edit.promocodeRefused', { chars: refused.join(' ') })
          : t('edit.promocodeHint', { max: PROMOCODE_MAX })
      }
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
    />
  );
}
