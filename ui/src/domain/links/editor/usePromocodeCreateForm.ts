/**
 * The state of the promocode field's inline create form: which code it is open for (it closes
 * by itself when the field no longer holds that code), the kind and value typed, the errors
 * under its inputs and whether the request is on its way. Opening starts afresh, so an old
 * error never greets a new code.
 */
import { useState } from 'react';
import type { DiscountKind } from '../../../generated/DiscountKind';
import type { NewPromocode } from '../../../generated/NewPromocode';
import type { StoreCode } from '../../../generated/StoreCode';
import { useT } from '../../../i18n/useT';
import { createErrors, newPromocode, valueProblem, type CreateErrors } from '../promocodeCreate';

/** What the form shows and does (PromocodeCreateForm's props but the code). */
export interface CreateFormState {
  kind: DiscountKind;
  amount: string;
  errors: CreateErrors;
  sending: boolean;
  onKind: (kind: DiscountKind) => void;
  onAmount: (text: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export interface CreateForm {
  /** The code the form was opened for; null while closed. */
  openFor: string | null;
  open: (code: string) => void;
  form: CreateFormState;
}

export function usePromocodeCreateForm(
  create: (body: NewPromocode) => Promise<StoreCode>,
  onCreated: () => void,
  onCancelled: () => void,
): CreateForm {
  const t = useT();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [kind, setKind] = useState<DiscountKind>('PERCENTAGE');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<CreateErrors>({});
  const [sending, setSending] = useState(false);

  const open = (code: string) => {
    setOpenFor(code);
    setKind('PERCENTAGE');
    setAmount('');
    setErrors({});
  };

  const submit = async () => {
    if (sending || openFor === null) return;
    const problem = valueProblem(kind, amount);
    if (problem) {
      setErrors({ value: t(problem) });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      await create(newPromocode(openFor, kind, amount));
      setOpenFor(null);
      onCreated();
    } catch (error) {
      console.warn('Creating the promocode in the store failed', error);
      setErrors(createErrors(t, error));
    } finally {
      setSending(false);
    }
  };

  return {
    openFor,
    open,
    form: {
      kind,
      amount,
      errors,
      sending,
      onKind: (next) => {
        setKind(next);
        setErrors({});
      },
      onAmount: (text) => {
        setAmount(text);
        setErrors(({ value: _value, ...rest }) => rest);
      },
      onSubmit: () => void submit(),
      onCancel: () => {
        setOpenFor(null);
        onCancelled();
      },
    },
  };
}
