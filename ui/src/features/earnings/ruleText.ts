/**
 * The sentence that says how an influencer's commission is worked out (docs/influencers.md#commission),
 * from the merchant's rules: the rate, what it is taken of (the order's total, less refunds
 * and / or tax as the rules say), and the share of revenue counted when it is not all of it.
 */
import type { EarningRules } from '../../generated/EarningRules';
import type { MessageKey } from '../../i18n/catalogue';

export interface RuleLine {
  key: MessageKey;
  vars?: Record<string, string>;
}

/** What the commission is taken of. */
export function baseKey(rules: Pick<EarningRules, 'reduce_refunds' | 'reduce_vat'>): MessageKey {
  if (rules.reduce_refunds && rules.reduce_vat) return 'earnings.base.lessBoth';
  if (rules.reduce_refunds) return 'earnings.base.lessRefunds';
  if (rules.reduce_vat) return 'earnings.base.lessVat';
  return 'earnings.base.total';
}

/**
 * The lines under the earnings cards, with percents as `formatPercent` writes them and the base
 * put in the language of the page (`text` translates a key).
 */
export function ruleLines(rules: EarningRules, percent: (value: number) => string, text: (key: MessageKey) => string): RuleLine[] {
  const lines: RuleLine[] = [{ key: 'earnings.rule', vars: { rate: percent(rules.commission_rate), base: text(baseKey(rules)) } }];
  if (rules.net_revenue_ratio < 100) lines.push({ key: 'earnings.ratio', vars: { ratio: percent(rules.net_revenue_ratio) } });
  if (!rules.reduce_refunds) lines.push({ key: 'earnings.refundsKept' });
  return lines;
}
