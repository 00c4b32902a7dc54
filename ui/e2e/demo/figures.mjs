/**
 * Waiting for the server's figures to catch up with what the demo's shoppers did: clicks are
 * imported from the journal in batches and orders arrive by webhook (docs/architecture.md, "Data
 * flow"), so the dashboard shows the demo's activity a moment after it happened.
 */
import { apiData } from '../helpers.mjs';

const OVERVIEW = '/api/admin/v1/insights/overview';

/** Every order of home's recent orders list, page by page. */
async function allOrders(browser) {
  const orders = [];
  for (let skip = 0; skip !== null; ) {
    const page = await apiData(browser, `/api/admin/v1/orders?count=20&skip=${skip}`);
    orders.push(...page.orders);
    skip = page.orders.length === 20 ? page.next_skip : null;
  }
  return orders;
}

/**
 * What is still missing: one line per figure that does not read what the journeys did yet. The
 * looks tab counts the looks, the shorts tab the shorts, the multilink its own figures, and the
 * orders list every order (an organic one without a link), with the refunded ones marked so.
 */
function missing({ overview, orders, multilink }, report) {
  const { look, short, multilink: split, organic } = report.expected;
  const looks = overview.looks_analytics;
  const shorts = overview.shorts_analytics;
  const checks = [
    ['look views', looks.views, look.views],
    ['look checkout requests', looks.requested_checkouts, look.checkouts],
    ['look orders', looks.checkouts, look.orders],
    ['short views', shorts.views, short.views],
    ['short orders', shorts.checkouts, short.orders],
    ['orders listed', orders.length, report.orders.length],
    ['orders with an influencer code alone', orders.filter((o) => o.link_details === null).length, organic.orders],
    ['refunds arrived', report.refunds.filter((r) => ['refunded', 'partially refunded'].includes(orders.find((o) => o.name === r.name)?.order_status)).length, report.refunds.length],
  ];
  if (multilink) {
    checks.push(['multilink views', multilink.analytics.views, split.views], ['multilink orders', multilink.analytics.checkouts, split.orders]);
  }
  return checks.filter(([, actual, expected]) => actual !== expected).map(([what, actual, expected]) => `${what}: ${actual} of ${expected}`);
}

/**
 * Polls the overview (lifetime), the orders list and the multilink until they read what the
 * journeys' report says, then answers them: `{overview, orders, multilink}`. Throws after
 * `timeoutMs` naming what is still missing.
 */
export async function waitForFigures(business, report, { timeoutMs = 60_000 } = {}) {
  const { browser } = business.merchant;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The orders list first: a refund can arrive between two reads, and an overview read after a
    // list that shows every refund is not older than it. Read the other way round, the snapshot
    // could pass with a revenue from before the last refund that the page then does not show.
    const orders = await allOrders(browser);
    const multilink = business.multilink ? await apiData(browser, `/api/admin/v1/links/multi/${business.multilink.multilink_id}`) : null;
    const figures = { overview: await apiData(browser, OVERVIEW), orders, multilink };
    const gaps = missing(figures, report);
    if (gaps.length === 0) return figures;
    if (Date.now() > deadline) throw new Error(`the figures did not catch up in ${timeoutMs / 1000} s: ${gaps.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
