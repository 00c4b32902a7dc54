import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { ApiError } from '../../lib/api';
import { createErrors, newPromocode, valueProblem } from './promocodeCreate';

const en = translatorFor('en');
const he = translatorFor('he');

describe('valueProblem', () => {
  it('takes a percentage from 1 to 100', () => {
    for (const ok of ['1', '10', '12.5', '100']) expect(valueProblem('PERCENTAGE', ok), ok).toBeNull();
    for (const bad of ['', ' ', '0', '0.5', '101', 'abc']) expect(valueProblem('PERCENTAGE', bad), bad).toBe('edit.promocodeServer.percentage');
  });

  it('takes an amount above 0', () => {
    for (const ok of ['0.01', '5', '250.50']) expect(valueProblem('AMOUNT', ok), ok).toBeNull();
    for (const bad of ['', '0', '-3', 'x']) expect(valueProblem('AMOUNT', bad), bad).toBe('edit.promocodeServer.amount');
  });

  it("words the problem as the server does", () => {
    expect(en('edit.promocodeServer.percentage')).toBe('Enter a percentage from 1 to 100');
    expect(en('edit.promocodeServer.amount')).toBe('Enter an amount greater than 0');
  });
});

describe('newPromocode', () => {
  it('is the create body: the trimmed code, the kind and the number', () => {
    expect(newPromocode(' NEW1 ', 'PERCENTAGE', '15')).toEqual({ code: 'NEW1', kind: 'PERCENTAGE', value: 15 });
    expect(newPromocode('NEW1', 'AMOUNT', '7.5')).toEqual({ code: 'NEW1', kind: 'AMOUNT', value: 7.5 });
  });
});

describe('createErrors', () => {
  it("puts the server's field messages under their inputs, in the page's language", () => {
    const taken = new ApiError(409, 'conflict', 'Invalid input', { code: 'Your store already has the code NEW1' });
    expect(createErrors(en, taken)).toEqual({ code: 'Your store already has the code NEW1' });
    expect(createErrors(he, taken)).toEqual({ code: 'בחנות שלך כבר קיים הקוד NEW1' });
    const value = new ApiError(422, 'validation_failed', 'Invalid input', { value: 'Enter an amount greater than 0' });
    expect(createErrors(en, value)).toEqual({ value: 'Enter an amount greater than 0' });
  });

  it('says the code was not created for anything else', () => {
    expect(createErrors(en, new ApiError(0, 'network', 'offline'))).toEqual({ form: 'Could not create the code. Please try again.' });
    expect(createErrors(en, new ApiError(403, 'forbidden', 'Only the merchant can do this'))).toEqual({
      form: 'Could not create the code. Please try again.',
    });
  });
});
