import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { formatPercent } from '../../lib/format';
import { ruleLines } from './ruleText';

const text = (rules: Parameters<typeof ruleLines>[0]) =>
  ruleLines(rules, formatPercent, (key) => translate('en', key)).map((line) => translate('en', line.key, line.vars));

describe('the commission rule sentence', () => {
  it('says the rate and what it is taken of, as the merchant set it', () => {
    expect(text({ commission_rate: 12.5, net_revenue_ratio: 80, reduce_refunds: true, reduce_vat: true })).toEqual([
      "You earn 12.5% of each order's total, less refunds and tax.",
      'Your merchant counts 80% of that revenue.',
    ]);
    expect(text({ commission_rate: 10, net_revenue_ratio: 100, reduce_refunds: false, reduce_vat: false })).toEqual([
      "You earn 10% of each order's total.",
      'Refunds are not taken off your commission.',
    ]);
    expect(text({ commission_rate: 5, net_revenue_ratio: 100, reduce_refunds: false, reduce_vat: true })[0]).toBe(
      "You earn 5% of each order's total, less tax.",
    );
  });
});
