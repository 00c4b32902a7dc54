/**
 * "Create {code} in your store", inline under the promocode field (the editor is already a
 * dialog, so no second one): percentage or amount off, its value, Create code and Cancel.
 * Not a <form>: the multilink editor's fields sit inside one, and forms do not nest; Enter in
 * the value creates instead. Focus goes to the value when the form opens and when the value is
 * refused, so the keyboard is where the next key is needed. The amount carries no currency
 * sign: the session does not know the store's currency, and the store's summary says it once
 * the code exists.
 */
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { inputStyles } from '../../../components/FieldFrame';
import { isolateLtr } from '../../../lib/bidi';
import { DISCOUNT_KINDS } from '../promocodeCreate';
import { useLocale } from '../../../i18n/useT';
import type { CreateFormState } from './usePromocodeCreateForm';

interface Props extends CreateFormState {
  code: string;
}

const KIND_LABEL = { PERCENTAGE: 'edit.promocodeCreate.percentage', AMOUNT: 'edit.promocodeCreate.amount' } as const;
const VALUE_LABEL = { PERCENTAGE: 'edit.promocodeCreate.percentageLabel', AMOUNT: 'edit.promocodeCreate.amountLabel' } as const;

export function PromocodeCreateForm({ code, kind, amount, errors, sending, onKind, onAmount, onSubmit, onCancel }: Props) {
  const { t, dir } = useLocale();
  const id = useId();
  const valueRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    valueRef.current?.focus();
  }, []);
  useEffect(() => {
    if (errors.value) valueRef.current?.focus();
  }, [errors.value]);

  return (
    <Panel role="group" aria-labelledby={`${id}-title`} data-promocode-create="">
      <Title id={`${id}-title`}>{t('edit.promocodeStore.create', { code: isolateLtr(code, dir) })}</Title>
      <Kinds>
        <KindsLegend>{t('edit.promocodeCreate.kind')}</KindsLegend>
        <KindOptions>
          {DISCOUNT_KINDS.map((option) => (
            <KindOption key={option} $checked={kind === option}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => onKind(option)}
              />
              {t(KIND_LABEL[option])}
            </KindOption>
          ))}
        </KindOptions>
      </Kinds>
      <ValueField>
        <label htmlFor={`${id}-value`}>{t(VALUE_LABEL[kind])}</label>
        <ValueRow dir="ltr">
          <ValueInput
            ref={valueRef}
            id={`${id}-value`}
            name="promocode-value"
            type="number"
            inputMode="decimal"
            min={kind === 'PERCENTAGE' ? 1 : 0.01}
            max={kind === 'PERCENTAGE' ? 100 : undefined}
            step="any"
            value={amount}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={errors.value ? `${id}-value-error` : undefined}
            $invalid={Boolean(errors.value)}
            onChange={(event) => onAmount(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onSubmit();
            }}
          />
          {kind === 'PERCENTAGE' && <Suffix aria-hidden="true">%</Suffix>}
        </ValueRow>
        {errors.value && <ErrorText id={`${id}-value-error`}>{errors.value}</ErrorText>}
      </ValueField>
      {errors.code && <ErrorText role="alert">{errors.code}</ErrorText>}
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <Actions>
        <Button size="sm" onClick={onSubmit} disabled={sending} aria-busy={sending} data-create-code="">
          {sending && <Spinner label={t('edit.promocodeCreate.sending')} size={14} />}
          {t('edit.promocodeCreate.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('edit.promocodeCreate.cancel')}
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Kinds = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const KindsLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const KindOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const KindOption = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ValueField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ValueRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* Left-to-right even in Hebrew, so the sign sits after the number. */
  align-self: flex-start;
  max-width: 100%;
`;

const ValueInput = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  width: 9rem;
  max-width: 100%;
  min-height: 40px;
`;

const Suffix = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
