/**
 * Brand domains (docs/links.md#brand-domains): the merchant's own domains for public links. Add
 * one (`go.yourbrand.com`), create the two DNS records it shows, verify; then make it the default
 * of new links. Each domain shows where its checks left it, in words the merchant can act on, and
 * its records stay at hand while it is not verified or its checks fail. A plan without brand
 * domains sees the offer, and its domains marked inactive. These actions save at once: they are
 * not part of the page's changes bar.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { Tag, type TagTone } from '../../../components/Tag';
import { TextField } from '../../../components/TextField';
import type { BrandDomain } from '../../../generated/BrandDomain';
import type { DnsRecord } from '../../../generated/DnsRecord';
import type { MessageKey } from '../../../i18n/catalogue';
import { useLocale, useT } from '../../../i18n/useT';
import { isolateLtr } from '../../../lib/bidi';
import { copyText } from '../../../lib/copyText';
import { PATHS } from '../../../lib/routes';
import { addDomain, removeDomain, setDefaultDomain, verifyDomain } from '../domainsApi';
import { useBrandDomains } from '../hooks/useBrandDomains';
import { Intro, Offer, SettingsSection } from './SettingsSection';

const STATUS: Record<BrandDomain['status'], { key: MessageKey; tone: TagTone }> = {
  PENDING: { key: 'settings.domains.status.pending', tone: 'yellow' },
  VERIFIED: { key: 'settings.domains.status.verified', tone: 'green' },
  FAILED: { key: 'settings.domains.status.failed', tone: 'orange' },
};

const PROBLEM: Record<NonNullable<BrandDomain['problem_code']>, MessageKey> = {
  NO_PROOF: 'settings.domains.problem.noProof',
  WRONG_PROOF: 'settings.domains.problem.wrongProof',
  NOT_POINTED: 'settings.domains.problem.notPointed',
  LOOKUP: 'settings.domains.problem.lookup',
  IN_USE: 'settings.domains.problem.inUse',
};

export function BrandDomainsSection() {
  const { t, dir } = useLocale();
  const { page, load, busy, error, run } = useBrandDomains();
  const [input, setInput] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input.trim()) return;
    void run('add', () => addDomain(input.trim())).then((ok) => ok && setInput(''));
  };

  return (
    <SettingsSection id="domains" title={t('settings.domains.title')} intro={t('settings.domains.intro')}>
      {load === 'loading' && <Spinner label={t('common.loading')} />}
      {load === 'failed' && <Banner tone="error">{t('settings.domains.loadFailed')}</Banner>}
      {page && !page.allowed && (
        <Offer data-domains-plan="">
          <Intro>{t('settings.domains.paidOnly')}</Intro>
          <ButtonLink href={PATHS.pricingPlans} size="sm">
            {t('settings.domains.seePlans')}
          </ButtonLink>
        </Offer>
      )}
      {page?.allowed && (
        <AddForm onSubmit={submit} noValidate>
          <TextField
            label={t('settings.domains.field')}
            name="domain"
            placeholder="go.yourbrand.com"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={busy === null && error ? error : undefined}
          />
          <Button type="submit" disabled={busy !== null || !input.trim()}>
            {busy === 'add' ? t('settings.domains.adding') : t('settings.domains.add')}
          </Button>
        </AddForm>
      )}
      {page && page.domains.length > 0 && (
        <List>
          {page.domains.map((domain) => (
            <DomainItem
              key={domain.domain}
              domain={domain}
              target={page.target}
              busy={busy}
              onVerify={() => void run(`verify:${domain.domain}`, () => verifyDomain(domain.domain))}
              onDefault={(on) => void run(`default:${domain.domain}`, () => setDefaultDomain(on ? domain.domain : null))}
              onRemove={() => setRemoving(domain.domain)}
            />
          ))}
        </List>
      )}
      {page && page.domains.length > 0 && (
        <Intro>{t('settings.domains.checks', { hours: page.give_up_hours })}</Intro>
      )}
      {removing && (
        <ConfirmDialog
          title={t('settings.domains.removeTitle')}
          message={t('settings.domains.removeMessage', { domain: isolateLtr(removing, dir) })}
          cancelLabel={t('settings.domains.cancel')}
          confirmLabel={t('settings.domains.remove')}
          busy={busy !== null}
          onClose={() => setRemoving(null)}
          onConfirm={() => void run(`remove:${removing}`, () => removeDomain(removing)).then(() => setRemoving(null))}
        />
      )}
    </SettingsSection>
  );
}

interface ItemProps {
  domain: BrandDomain;
  target: string;
  busy: string | null;
  onVerify: () => void;
  onDefault: (on: boolean) => void;
  onRemove: () => void;
}

function DomainItem({ domain, target, busy, onVerify, onDefault, onRemove }: ItemProps) {
  const { t, dir } = useLocale();
  const status = STATUS[domain.status];
  const verified = domain.status === 'VERIFIED';
  const showRecords = !verified || domain.failing_since !== null;
  // Host names read left to right inside a Hebrew sentence.
  const vars = {
    domain: isolateLtr(domain.domain, dir),
    name: isolateLtr(domain.records[1]?.name ?? '', dir),
    target: isolateLtr(target, dir),
    // CNAME, or A/AAAA when our host is an address (docs/links.md#brand-domains).
    kind: domain.records[0]?.kind ?? 'CNAME',
  };
  return (
    <Item data-domain={domain.domain} data-domain-status={domain.status}>
      <Head>
        <Host dir="ltr">{domain.domain}</Host>
        <Tag tone={status.tone}>{t(status.key)}</Tag>
        {verified && !domain.active && <Tag tone="neutral">{t('settings.domains.inactive')}</Tag>}
        {domain.is_default && <Tag tone="brand">{t('settings.domains.default')}</Tag>}
      </Head>
      {domain.problem_code && (
        <Problem role="status" data-domain-problem={domain.problem_code}>
          {verified ? t('settings.domains.failing') + ' ' : ''}
          {t(PROBLEM[domain.problem_code], vars)}
        </Problem>
      )}
      {verified && <Intro>{t('settings.domains.links', { count: domain.links })}</Intro>}
      {showRecords && (
        <>
          <Intro>{t('settings.domains.records')}</Intro>
          <Records>
            {domain.records.map((record) => (
              <RecordRow key={record.kind} record={record} />
            ))}
          </Records>
        </>
      )}
      <Actions>
        {domain.status !== 'VERIFIED' || domain.failing_since ? (
          <Button size="sm" onClick={onVerify} disabled={busy !== null}>
            {busy === `verify:${domain.domain}` ? t('settings.domains.verifying') : t('settings.domains.verify')}
          </Button>
        ) : null}
        {domain.active && (
          <Button size="sm" variant="secondary" onClick={() => onDefault(!domain.is_default)} disabled={busy !== null}>
            {domain.is_default ? t('settings.domains.unsetDefault') : t('settings.domains.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy !== null}>
          {t('settings.domains.remove')}
        </Button>
      </Actions>
    </Item>
  );
}

function RecordRow({ record }: { record: DnsRecord }) {
  const t = useT();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (what: 'name' | 'value') =>
    void copyText(record[what]).then(
      () => setCopied(what),
      () => setCopied(null),
    );
  return (
    <RecordBox data-record={record.kind}>
      <dt>{t('settings.domains.type')}</dt>
      <dd dir="ltr">{record.kind}</dd>
      <dt>{t('settings.domains.name')}</dt>
      <dd dir="ltr">
        <Code>{record.name}</Code>
        <Button size="sm" variant="ghost" onClick={() => copy('name')}>
          {copied === 'name' ? t('settings.domains.copied') : t('settings.domains.copy')}
        </Button>
      </dd>
      <dt>{t('settings.domains.value')}</dt>
      <dd dir="ltr">
        <Code>{record.value}</Code>
        <Button size="sm" variant="ghost" onClick={() => copy('value')}>
          {copied === 'value' ? t('settings.domains.copied') : t('settings.domains.copy')}
        </Button>
      </dd>
    </RecordBox>
  );
}

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Host = styled.strong`
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Records = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const RecordBox = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
`;

const Code = styled.code`
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
