/**
 * The short's custom URL (docs/links.md#custom-urls): checked 400 ms after typing stops against the
 * store's domains; an invalid value shows the EDIT_SHORT_URL_ERROR_MESSAGE text naming the domain,
 * an empty one shows nothing. Shared with the multilink experiences and the Settings page's
 * shipping and returns page.
 */
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { customUrlStatus, domainForMessage, URL_VALIDATION_DELAY_MS } from '../customUrl';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

interface Props {
  value: string;
  domains: readonly string[];
  onChange: (value: string) => void;
  label?: string;
  /** The input's form name ("url" by default). */
  name?: string;
  hint?: string;
  /** A message from the server for this value (a refused save); shown instead of the check's. */
  error?: string;
}

export function CustomUrlField({ value, domains, onChange, label, name = 'url', hint, error }: Props) {
  const t = useT();
  const settled = useDebouncedValue(value, URL_VALIDATION_DELAY_MS);
  // Judge only the settled text, and only once the domains are known.
  const invalid = settled === value && domains.length > 0 && customUrlStatus(settled, domains) === 'invalid';
  return (
    <TextField
      label={label ?? t('edit.customUrl')}
      name={name}
      hint={hint}
      type="url"
      inputMode="url"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      placeholder={domains[0] ? `${domains[0]}/…` : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? (invalid ? t('edit.shortUrlError', { domain: domainForMessage(domains) }) : undefined)}
    />
  );
}
