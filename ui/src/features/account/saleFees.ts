/**
 * How the sale fees section words a fee's state and amounts (docs/billing.md#the-per-sale-fee).
 * Money is US cents on the wire; plans are priced in US dollars.
 */
import type { FeeState } from '../../generated/FeeState';
import type { MessageKey } from '../../i18n/catalogue';
import { formatMoney } from '../../lib/format';

/** US cents as "$1.50". */
export const usd = (cents: number): string => formatMoney(cents / 100, 'USD');

/** The words of each state in the sales table. */
export const FEE_STATE_KEY: Readonly<Record<FeeState, MessageKey>> = {
  HELD: 'account.fees.state.held',
  CHARGED: 'account.fees.state.charged',
  WAIVED: 'account.fees.state.waived',
  OVER_CAP: 'account.fees.state.overCap',
  NO_PLAN: 'account.fees.state.noPlan',
};
