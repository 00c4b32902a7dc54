/**
 * The short's custom URL (docs/links.md#custom-urls): checked 400 ms after typing stops against the
 * store's domains; an invalid value shows the EDIT_SHORT_URL_ERROR_MESSAGE text naming the domain,
 * an empty one shows nothing. Shared with the multilink experiences.
 */
import { TextField } from '../../TextField';
import { useT } from '../../../i18n/useT';
import { customUrlStatus, domainForMessage, URL_VALIDATION_DELAY_MS } from '../../../lib/links/customUrl';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

interface Props {
  value: string;
  domains: readonly string[];
  onChange: (value: string) => void;
  label?: string;
}

export function CustomUrlField({ value, domains, onChange, label }: Props) {
  const t = useT();
  const settled = useDebouncedValue(value, URL_VALIDATION_DELAY_MS);
  // Judge only the settled text, and only once the domains are known.
  const invalid = settled === value && domains.length > 0 && customUrlStatus(settled, domains) === 'invalid';
  return (
    <TextField
      label={label ?? t('edit.customUrl')}
      name="url"
      type="url"
      inputMode="url"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      placeholder={domains[0] ? `${domains[0]}/…` : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid ? t('edit.shortUrlError', { domain: domainForMessage(domains) }) : undefined}
    />
  );
}
