#!/usr/bin/env node
/**
 * `scripts/demo`: fills a running Shoplinks server with a demo business made through the real
 * flows only (docs/demo.md) and prints how to sign in and what the dashboard now shows. The
 * generator itself is ui/e2e/demo/, shared with the browser tests; its defaults are the CLI's.
 */
import { parseArgs } from 'node:util';

/** The flags as given; what is left out takes the generator's defaults. */
function flags() {
  try {
    return parseArgs({
      options: {
        'base-url': { type: 'string' },
        visits: { type: 'string' },
        orders: { type: 'string' },
        refunds: { type: 'string' },
        influencers: { type: 'string' },
        looks: { type: 'string' },
        shorts: { type: 'string' },
        'no-multilink': { type: 'boolean', default: false },
        seed: { type: 'string' },
        concurrency: { type: 'string' },
        timeout: { type: 'string', default: '60' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error.message} (scripts/demo --help lists the options)`);
    process.exit(2);
  }
}

const values = flags();
// The generator reads the server's address where the browser tests do, once, when it loads.
const base = (values['base-url'] ?? process.env.SHOPLINKS_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
process.env.SHOPLINKS_BASE_URL = base;
const { BUSINESS_DEFAULTS, JOURNEY_DEFAULTS, createDemoBusiness, runShopperJourneys, waitForCatalogSync, waitForFigures } = await import(
  '../ui/e2e/demo/index.mjs'
);

const USAGE = `Usage: scripts/demo [options]

Fills a running Shoplinks server (scripts/run) with a demo business: a verified merchant with a
connected sandbox shop, influencers, looks, shorts and a multilink, and shoppers who open them,
add to cart, check out and pay. Prints the sign-in and the figures once the server has them.

Options (defaults in brackets):
  --base-url URL       the server [$SHOPLINKS_BASE_URL, else http://127.0.0.1:8080]
  --visits N           shoppers opening a public link [${JOURNEY_DEFAULTS.visits}]
  --orders N           orders placed, one of them with an influencer's code at the store [${JOURNEY_DEFAULTS.orders}]
  --refunds N          orders the merchant refunds, the first in full, the others by half [${JOURNEY_DEFAULTS.refunds}]
  --influencers N      influencers, 0 to 3 (the free trial's cap) [${BUSINESS_DEFAULTS.influencers}]
  --looks N            looks, 1 to 6 [${BUSINESS_DEFAULTS.looks}]
  --shorts N           shorts, 0 to 4 [${BUSINESS_DEFAULTS.shorts}]
  --no-multilink       make no multilink
  --seed N             seed of the shoppers' choices [${JOURNEY_DEFAULTS.seed}]
  --concurrency N      shoppers at a time [${JOURNEY_DEFAULTS.concurrency}]
  --timeout SECONDS    how long to wait for the figures and the catalog [60]
  -h, --help           this text`;

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

/** A flag's whole number within bounds (undefined when left out), or a message naming it. */
function count(name, min, max) {
  if (values[name] === undefined) return undefined;
  const number = Number(values[name]);
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (scripts/demo --help lists the options)`);
    process.exit(2);
  }
  return number;
}

/** Only the options given, so the generator's defaults fill in the rest. */
const given = (options) => Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
const business = given({
  influencers: count('influencers', 0, 3),
  looks: count('looks', 1, 6),
  shorts: count('shorts', 0, 4),
  multilink: !values['no-multilink'],
});
const journeys = given({
  visits: count('visits', 0, 10_000),
  orders: count('orders', 0, 1_000),
  refunds: count('refunds', 0, 1_000),
  seed: count('seed', 0, 2 ** 31),
  concurrency: count('concurrency', 1, 64),
});
const timeoutMs = count('timeout', 1, 3_600) * 1000;

const say = (text) => console.log(`\u001b[1m==> ${text}\u001b[0m`);
const log = (text) => console.log(`    ${text}`);
const started = Date.now();

try {
  await fetch(`${base}/health`);
} catch {
  console.error(`No Shoplinks server answers at ${base}. Start one with scripts/run, or pass --base-url.`);
  process.exit(1);
}

say(`Making a demo business on ${base}`);
const made = await createDemoBusiness({ ...business, log });
say('Shoppers');
const report = await runShopperJourneys(made, { ...journeys, log });
say('Waiting for the server to count it all, and for the catalog sync');
const figures = await waitForFigures(made, report, { timeoutMs });
const sync = await waitForCatalogSync(made, timeoutMs);
log(`catalog: ${sync.productsSynced} products synced`);
printSummary(made, report, figures);

/** "1 order", "8 orders". */
function many(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What was made, how to sign in, what the shoppers did, and what the server now counts. */
function printSummary({ merchant, shop, influencers, looks, shorts, multilink }, report, { overview, orders, multilink: split }) {
  const money = (amount) => `${amount ?? '0.00'} ${overview.currency}`;
  say(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`
Sign in:     ${base}/login
  username   ${merchant.username}
  password   ${merchant.password}
Sandbox shop ${shop.domain}: storefront ${base}${shop.path}, admin ${base}${shop.path}/admin
Influencers  (sign in at ${base}/login/influencer with the merchant's username)`);
  for (const i of influencers) console.log(`  @${i.username.padEnd(8)} password ${i.password}  code ${i.promocode ?? '-'}  commission ${i.commission}%`);
  console.log('Links');
  for (const link of [...looks, ...shorts]) console.log(`  ${link.link_type.padEnd(5)} ${link.public_url}  ${link.description}`);
  if (multilink) console.log(`  MULTI ${multilink.public_url}  ${multilink.title}`);
  console.log(`
Shoppers     ${many(report.visits, 'visit')}, ${many(report.adds, 'add')} to cart, ${many(report.checkouts, 'checkout hand-off')} (${report.abandoned} left at the store), ${many(report.orders.length, 'order')}${report.refused ? `, ${report.refused} refused (sold out)` : ''}, ${many(report.refunds.length, 'refund')}`);
  for (const [channel, c] of Object.entries(report.expected)) {
    console.log(`  ${channel.padEnd(10)} views ${c.views}, adds ${c.adds}, checkout hand-offs ${c.checkouts}, orders ${c.orders}`);
  }
  console.log(`
Overview     lifetime, ${overview.currency}, days in ${overview.time_zone} (what /admin/analytics shows)`);
  for (const [tab, f] of [['Links', overview.looks_analytics], ['Shorts', overview.shorts_analytics]]) {
    console.log(
      `  ${tab.padEnd(7)} views ${f.views}, visitors ${f.visits}, requested checkouts ${f.requested_checkouts}, checkouts ${f.checkouts}, ` +
        `revenue ${money(f.revenue)}, tax ${money(f.total_tax)}, CR ${f.cr}%, AOV ${f.aov === null ? '-' : money(f.aov)}`,
    );
  }
  if (split) {
    const { views, visits, checkouts, revenue } = split.analytics;
    console.log(`  ${'Multi'.padEnd(7)} views ${views}, visitors ${visits}, checkouts ${checkouts}, revenue ${money(revenue)} (on /admin/multilinks and the analytics page's Multilinks tab)`);
  }
  for (const row of overview.influencers_insights) {
    console.log(
      `  @${row.username.padEnd(6)} clicks ${row.links_clicks + row.shorts_clicks}, sales ${row.sales_links + row.sales_shorts + row.sales_organic} ` +
        `(links ${row.sales_links}, shorts ${row.sales_shorts}, code ${row.sales_organic}), revenue ${money(row.total_revenue)}, commission ${money(row.commission)}`,
    );
  }
  const status = (name) => orders.filter((o) => o.order_status === name).length;
  console.log(`Orders       ${orders.length} (paid ${status('paid')}, refunded ${status('refunded')}, partially refunded ${status('partially refunded')}) on home's recent orders`);
}
