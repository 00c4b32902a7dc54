import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { FEE_STATE_KEY, usd } from './saleFees';

describe('sale fees wording', () => {
  it('shows US cents as dollars with two decimals', () => {
    expect(usd(150)).toBe('$1.50');
    expect(usd(15_000)).toBe('$150.00');
    expect(usd(0)).toBe('$0.00');
  });

  it('has words for every state', () => {
    for (const key of Object.values(FEE_STATE_KEY)) expect(en[key]).toBeTruthy();
  });
});
