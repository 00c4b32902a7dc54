/**
 * Which domain a link's public address uses (docs/links.md#brand-domains): the shared address or
 * one of the business's verified brand domains. Shown to the merchant, on a plan with brand
 * domains, once a domain serves links; nothing shows otherwise (the Settings section is where
 * domains are added). Moving saves at once and answers the new address, which `onMoved` hands
 * to the preview; the old address keeps working, as the note under the choice says.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Select, SelectLabel } from '../../../components/SelectParts';
import { Stack } from '../../../components/Stack';
import { useT } from '../../../i18n/useT';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { ApiError } from '../../../lib/api';
import { fetchBrandDomains, moveLinkToDomain } from '../api/brandDomains';

interface Props {
  linkId: string;
  url: string;
  onMoved: (url: string) => void;
}

/** The host of `url`, lower case; empty when it is not an address. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function LinkDomainSelect({ linkId, url, onMoved }: Props) {
  const t = useT();
  const [domains, setDomains] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchBrandDomains(controller.signal).then(
      (page) => setDomains(page.allowed ? page.domains.filter((d) => d.active).map((d) => d.domain) : []),
      // Without the list the choice is not offered; the address itself still shows.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (domains.length === 0) return null;
  const host = hostOf(url);
  const value = domains.includes(host) ? host : '';

  const move = (next: string) => {
    if (busy || next === value) return;
    setBusy(true);
    setError(null);
    setMoved(false);
    moveLinkToDomain(linkId, next || null).then(
      (answer) => {
        setBusy(false);
        setMoved(true);
        onMoved(answer.public_url);
      },
      (e: unknown) => {
        setBusy(false);
        const message = e instanceof ApiError ? (e.fields.domain ?? e.message) : '';
        setError(message ? localizeServerMessage(t, message) : t('errors.generic'));
      },
    );
  };

  return (
    <Stack $gap="xs">
      <SelectLabel>
        {t('publicLink.domain.label')}
        <Select
          name="link_domain"
          value={value}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => move(event.target.value)}
        >
          <option value="">{t('publicLink.domain.shared')}</option>
          {domains.map((domain) => (
            <option key={domain} value={domain} dir="ltr">
              {domain}
            </option>
          ))}
        </Select>
      </SelectLabel>
      {error && <ErrorNote role="alert">{error}</ErrorNote>}
      {moved && !error && <Note role="status">{t('publicLink.domain.moved')}</Note>}
    </Stack>
  );
}

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorNote = styled(Note)`
  color: ${({ theme }) => theme.colors.danger};
`;
