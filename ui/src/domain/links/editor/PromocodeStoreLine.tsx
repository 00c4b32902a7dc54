/**
 * The line under the promocode field that says what the store makes of it (docs/links.md#promocodes):
 * the store's codes as chips while the field is empty, then the check's answer, with "Create
 * {code} in your store" for merchants when the store lacks the code. It keeps a minimum height,
 * so the controls under it do not move as its text changes (on a phone, where the create button
 * goes under the sentence, two rows), and it is a polite live region, so the answer is heard
 * without moving focus. When the field already shows the server's refusal of a save, which says
 * the code is missing or inactive in longer words, the line does not say it again and keeps only
 * what to do. Codes and summaries are the store's own
 * (left-to-right) text, isolated inside Hebrew sentences.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import type { StoreLine } from '../promocodeStore';
import { isolateLtr } from '../../../lib/bidi';
import { useLocale } from '../../../i18n/useT';
import { focusRing } from '../../../theme/mixins';
import { media } from '../../../theme/theme';

type Tone = 'muted' | 'success' | 'warning';

interface Props {
  id: string;
  line: StoreLine;
  /** The create form is open, so its button is not offered twice. */
  createOpen: boolean;
  /** The field shows the server's refusal of the last save. */
  errorShown: boolean;
  onPick: (code: string) => void;
  onCreate: (code: string) => void;
  createButtonRef?: Ref<HTMLButtonElement>;
}

export function PromocodeStoreLine({ id, line, createOpen, errorShown, onPick, onCreate, createButtonRef }: Props) {
  const { t, dir } = useLocale();
  const ltr = (text: string) => isolateLtr(text, dir);
  const say = (tone: Tone, text: string) => <Text $tone={tone}>{text}</Text>;

  const content = (() => {
    switch (line.kind) {
      case 'none':
        return null;
      case 'notConnected':
        return say('muted', t('edit.promocodeStore.notConnected'));
      case 'codes':
        return (
          <>
            {say('muted', t('edit.promocodeStore.codes'))}
            {line.codes.map((code) => (
              <Chip key={code.code} type="button" dir="ltr" title={code.summary} onClick={() => onPick(code.code)} data-store-code={code.code}>
                {code.code}
              </Chip>
            ))}
          </>
        );
      case 'checking':
        return say('muted', t('edit.promocodeStore.checking'));
      case 'found':
        return say('success', t('edit.promocodeStore.found', { summary: ltr(line.found.summary) }));
      case 'inactive':
        return errorShown ? null : say('warning', t('edit.promocodeStore.inactive', { code: ltr(line.code) }));
      case 'missing':
        return (
          <>
            {!errorShown && say('warning', t('edit.promocodeStore.missing', { code: ltr(line.code) }))}
            {!line.canCreate && say('muted', t('edit.promocodeStore.askOwner'))}
            {line.canCreate && !createOpen && (
              <Button ref={createButtonRef} size="sm" variant="secondary" onClick={() => onCreate(line.code)} data-create-promocode="">
                {t('edit.promocodeStore.create', { code: ltr(line.code) })}
              </Button>
            )}
          </>
        );
      case 'failed':
        return say('muted', t('edit.promocodeStore.failed'));
      case 'created':
        return say('success', t('edit.promocodeStore.created', { summary: ltr(line.created.summary) }));
    }
  })();

  return (
    <Line id={id} aria-live="polite" data-promocode-store={line.kind}>
      {content}
    </Line>
  );
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  /* One row of chips or of a small button: the line keeps it whatever it says. */
  min-height: 32px;

  ${media.mobile} {
    /* A sentence and, under it, the create button. */
    min-height: 57px;
  }
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Text = styled.span<{ $tone: Tone }>`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.warning : theme.colors.textMuted};
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
