/**
 * One value of the option-value mapper (docs/appearance.md#the-page): its name, the native colour input (no alpha;
 * colour options only), the text input (disabled for colour options, where it shows the code),
 * and a green tick or a red cross for verified or not, the empty input drawn in the error style.
 * Text is sent to the draft 300 ms after typing stops (docs/dashboard.md#timings), or at once when the field is left;
 * the tick follows the typing.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Swatch } from '../../../components/ColorField';
import { inputStyles } from '../../../components/FieldFrame';
import { Icon } from '../../../components/Icon';
import type { OptionType } from '../../../generated/OptionType';
import type { OptionValue } from '../../../generated/OptionValue';
import { useT } from '../../../i18n/useT';
import { sixDigitHex } from '../../../lib/hexColor';
import { visuallyHidden } from '../../../theme/mixins';
import { isVerified, OPTION_TEXT_MAX } from '../optionsMap';

/** How long a text edit waits before it reaches the draft (docs/dashboard.md#timings). */
export const TEXT_DEBOUNCE_MS = 300;

interface Props {
  value: OptionValue;
  type: OptionType;
  onColor: (hex: string) => void;
  onText: (text: string) => void;
  /** The server's message for this value, if a save was refused. */
  error?: string;
}

export function OptionValueRow({ value, type, onColor, onText, error }: Props) {
  const t = useT();
  const [text, setText] = useState(value.text_value ?? '');
  const sent = useRef(value.text_value ?? '');
  const push = useRef(onText);
  push.current = onText;

  // Leaving the field sends what was typed at once, so a Save right after typing has it.
  const flush = (latest: string) => {
    if (latest === sent.current) return;
    sent.current = latest;
    push.current(latest);
  };
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      push.current(text);
    }, TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const colour = type === 'COLOR';
  const verified = isVerified({ ...value, text_value: text }, type);
  const names = { value: value.value };
  return (
    <Row data-option-value={value.value} data-verified={verified || undefined}>
      <Name>{value.value}</Name>
      {colour && (
        <Swatch
          type="color"
          value={sixDigitHex(value.hex_value)}
          onChange={(event) => onColor(event.target.value.toLowerCase())}
          aria-label={t('appearance.options.colorOf', names)}
          aria-invalid={!verified || undefined}
          $invalid={!verified}
          $empty={!verified}
        />
      )}
      <Text
        type="text"
        value={colour ? (value.hex_value ?? '') : text}
        disabled={colour}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => flush(event.target.value)}
        maxLength={OPTION_TEXT_MAX}
        aria-label={t('appearance.options.textOf', names)}
        aria-invalid={(!colour && !verified) || undefined}
        $invalid={!colour && !verified}
      />
      <Status $ok={verified}>
        <Icon name={verified ? 'check' : 'close'} size={18} />
        <Hidden>{verified ? t('appearance.options.verified') : t('appearance.options.notVerified')}</Hidden>
      </Status>
      {error && <Problem role="alert">{error}</Problem>}
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1.4fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Text = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  grid-column: 3;
  min-width: 0;
  min-height: 44px;

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textMuted};
    direction: ltr;
  }
`;

const Status = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Problem = styled.span`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
