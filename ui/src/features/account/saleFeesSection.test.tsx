import { describe, expect, it } from 'vitest';
import type { SaleFees } from '../../generated/SaleFees';
import { renderMarkup, textOf } from '../../lib/testRender';
import { SaleFeesBody } from './components/SaleFeesSection';

const none = { count: 0, amountMinor: 0 };

function fees(over: Partial<SaleFees> = {}): SaleFees {
  return {
    feeMinor: 150,
    capMinor: 15_000,
    holdDays: 7,
    cycleStart: '2026-11-20T10:00:00Z',
    cycleEnd: '2026-12-20T10:00:00Z',
    charged: { count: 2, amountMinor: 300 },
    held: { count: 1, amountMinor: 150 },
    waived: { count: 1, amountMinor: 150 },
    overCap: none,
    capReached: false,
    links: [
      { linkId: 'look1', title: 'Summer edit', charged: { count: 2, amountMinor: 300 }, held: { count: 1, amountMinor: 150 } },
    ],
    recent: [
      { orderName: '#1003', title: 'Summer edit', amountMinor: 150, state: 'HELD', placedAt: '2026-12-01T09:00:00Z', dueAt: '2026-12-08T09:00:00Z' },
      { orderName: '#1002', title: '', amountMinor: 150, state: 'WAIVED', placedAt: '2026-11-30T09:00:00Z', dueAt: '2026-12-07T09:00:00Z' },
      { orderName: '#1001', title: 'Summer edit', amountMinor: 150, state: 'CHARGED', placedAt: '2026-11-21T09:00:00Z', dueAt: '2026-11-28T09:00:00Z' },
    ],
    ...over,
  };
}

describe('the sale fees section', () => {
  it('gives the terms, the cycle, the figures against the cap, per look and per sale', () => {
    const text = textOf(renderMarkup(<SaleFeesBody fees={fees()} />));
    expect(text).toContain('$1.50 per order sold through a look, charged on your Shopify bill 7 days after the order');
    expect(text).toContain('At most $150.00 every 30 days.');
    expect(text).toContain('This cycle: 20/11/2026 to 20/12/2026');
    expect(text).toContain('$3.00 of $150.00');
    expect(text).toContain('Waiting · 1 sale');
    expect(text).toContain('$3.00 · 2 sales');
    expect(text).toContain('Waiting until 08/12/2026');
    expect(text).toContain('Refunded, not charged');
    expect(text).toContain('A deleted look');
    expect(text).not.toContain('The cap for this cycle is reached');
  });

  it('warns once the cap is reached, with what was not charged', () => {
    const html = renderMarkup(<SaleFeesBody fees={fees({ capReached: true, overCap: { count: 3, amountMinor: 450 } })} />);
    expect(html).toContain('role="status"');
    expect(textOf(html)).toContain('The cap for this cycle is reached');
    expect(textOf(html)).toContain('until the cycle ends on 20/12/2026. Not charged so far: 3 sales, $4.50.');
  });

  it('says so when the plan has no fee', () => {
    const text = textOf(renderMarkup(<SaleFeesBody fees={fees({ feeMinor: null, capMinor: null })} />));
    expect(text).toContain('Your plan has no sale fee.');
    expect(text).not.toContain('This cycle');
  });

  it('has nothing to list before the first sale', () => {
    const text = textOf(renderMarkup(<SaleFeesBody fees={fees({ recent: [], links: [], charged: none, held: none, waived: none })} />));
    expect(text).toContain('No sales through looks this cycle yet.');
    expect(text).not.toContain('Fees by look');
  });
});
