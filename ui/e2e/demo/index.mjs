/**
 * The demo generator (docs/demo.md): a realistic business made through the real flows only, for
 * `scripts/demo` and for the browser tests whose subject is what the dashboard shows of such a
 * business (home, analytics).
 *
 *   const business = await createDemoBusiness({ prefix: 'analyst' });
 *   const report = await runShopperJourneys(business, { visits: 24, orders: 6 });
 *   const { overview, orders } = await waitForFigures(business, report);
 *
 * The server is the browser tests' `SHOPLINKS_BASE_URL`.
 */
import { createDemoBusiness } from './business.mjs';
import { runShopperJourneys } from './shoppers.mjs';

export { BUSINESS_DEFAULTS, INFLUENCERS, createDemoBusiness, waitForCatalogSync } from './business.mjs';
export { HttpBrowser, USER_AGENTS } from './browser.mjs';
export { waitForFigures } from './figures.mjs';
export { JOURNEY_DEFAULTS, planJourneys, runShopperJourneys } from './shoppers.mjs';

/**
 * A browser test's demo: the business (usernames from `prefix`) and its shoppers' journeys, with
 * what they did written to the test output.
 */
export async function demoForTest(prefix, journeys) {
  const business = await createDemoBusiness({ prefix });
  const report = await runShopperJourneys(business, journeys);
  console.log(`# ${report.visits} visits, ${report.adds} adds, ${report.checkouts} checkouts, ${report.orders.length} orders, ${report.refunds.length} refunds`);
  return { business, report };
}
