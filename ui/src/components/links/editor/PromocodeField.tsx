/**
 * The optional promocode (at most 20 characters; docs/links.md#limits); characters the server
 * refuses (anything but ASCII letters, digits, `-`, `_`, `.`) are not taken.
 */
import { TextField } from '../../TextField';
import { useT } from '../../../i18n/useT';
import { isValidPromocode, PROMOCODE_MAX } from '../../../lib/links/editorState';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function PromocodeField({ value, onChange }: Props) {
  const t = useT();
  return (
    <TextField
      label={t('edit.promocode')}
      hint={t('edit.promocodeHint', { max: PROMOCODE_MAX })}
      name="promocode"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      maxLength={PROMOCODE_MAX}
      value={value}
      onChange={(event) => {
        if (isValidPromocode(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
