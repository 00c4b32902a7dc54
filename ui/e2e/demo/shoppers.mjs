/**
 * The demo's shoppers (docs/demo.md): each a browser of its own (cookies, user agent: mostly
 * phones) that opens one of the business's public links and does what shoppers do there. Most
 * only look; some add to the look's cart and leave; some press Checkout and leave at the store;
 * some buy: on a look through its checkout hand-off, on a short from the product page it lands
 * on, and one with an influencer's code typed at the store's checkout. The merchant then refunds
 * an order in full and one in part from the sandbox store's admin page.
 *
 * The plan is drawn from a seeded random sequence, so the same options make the same journeys;
 * which variant is in stock can still change what a shopper ends up buying.
 */
import assert from 'node:assert/strict';
import { uniqueName } from '../helpers.mjs';
import { HttpBrowser, USER_AGENTS } from './browser.mjs';
import { decodeEntities, formWhere, formsOf, headingOf, linksOf } from './page.mjs';

/** What `runShopperJourneys` does by default: well under a minute against a local server. */
export const JOURNEY_DEFAULTS = { visits: 40, orders: 8, refunds: 2, seed: 7, concurrency: 4 };

/**
 * Where the orders come from, in turn: looks most, then shorts, an influencer's code typed at
 * the store (organic) and the multilink; the first four already cover every kind but the
 * multilink. A kind the business lacks becomes a look.
 */
const ORDER_MIX = ['look', 'short', 'organic', 'look', 'multilink', 'look', 'short', 'look'];

/** How visits that buy nothing spread over the channels. */
const CHANNEL_WEIGHTS = { look: 0.5, short: 0.3, multilink: 0.2 };

/** mulberry32: a small seeded generator, so a seed always draws the same journeys. */
function seeded(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** Each channel's public links: the looks, the shorts, the multilink's one address. */
function linksByChannel(business) {
  return {
    look: business.looks,
    short: business.shorts,
    multilink: business.multilink ? [{ ...business.multilink, link_id: business.multilink.multilink_id }] : [],
  };
}

/**
 * The journeys: one per visit to a public link, plus the organic buyers, who come to the store
 * on their own. Buyers go to each channel's links in turn, so every look gets sales when there
 * are enough orders; the others pick a channel by weight and a link at random.
 */
export function planJourneys(business, { visits, orders, seed }) {
  const random = seeded(seed);
  const links = linksByChannel(business);
  const codes = business.influencers.filter((i) => i.promocode);
  const device = () => (random.chance(0.7) ? random.pick([USER_AGENTS.phone, USER_AGENTS.android]) : USER_AGENTS.desktop);
  const turn = { look: 0, short: 0, multilink: 0 };
  const journeys = [];
  for (let i = 0; i < orders; i += 1) {
    let channel = ORDER_MIX[i % ORDER_MIX.length];
    if (channel === 'organic' && codes.length === 0) channel = 'look';
    if (channel !== 'organic' && links[channel].length === 0) channel = 'look';
    const base = { intent: 'buy', userAgent: device(), quantity: random.chance(0.2) ? 2 : 1, products: random.chance(0.4) ? 2 : 1 };
    if (channel === 'organic') {
      journeys.push({ ...base, channel, code: codes[i % codes.length].promocode });
    } else {
      journeys.push({ ...base, channel, link: links[channel][turn[channel] % links[channel].length] });
      turn[channel] += 1;
    }
  }
  const channels = Object.keys(CHANNEL_WEIGHTS).filter((c) => links[c].length > 0);
  const weight = channels.reduce((sum, c) => sum + CHANNEL_WEIGHTS[c], 0);
  const linkVisits = journeys.filter((j) => j.channel !== 'organic').length;
  for (let i = linkVisits; i < visits; i += 1) {
    let roll = random.next() * weight;
    const channel = channels.find((c) => (roll -= CHANNEL_WEIGHTS[c]) < 0) ?? channels[0];
    const r = random.next();
    // On a short the shopper lands on the store's product page: only a buyer does more there.
    const intent = channel === 'short' || r < 0.5 ? 'browse' : r < 0.8 ? 'add' : 'checkout';
    journeys.push({ channel, link: random.pick(links[channel]), intent, userAgent: device(), quantity: 1, products: 1 });
  }
  return random.shuffle(journeys).map((journey, index) => ({ ...journey, index, random: seeded(seed * 1000 + index) }));
}

/** What the journeys did, counted as they happen; `expected` is what the figures should read. */
function newReport() {
  const channel = () => ({ views: 0, adds: 0, checkouts: 0, orders: 0 });
  return {
    visits: 0,
    adds: 0,
    checkouts: 0,
    abandoned: 0,
    refused: 0,
    orders: [],
    refunds: [],
    expected: { look: channel(), short: channel(), multilink: channel(), organic: channel() },
  };
}

/**
 * Runs the journeys against the business `createDemoBusiness` made, `concurrency` shoppers at
 * a time, then the refunds. Answers the report: counts of visits, adds, checkout hand-offs,
 * abandoned checkouts and orders (each with its name, number, total, channel and link), the
 * refunds, and per channel what the server's figures should read once they catch up.
 */
export async function runShopperJourneys(business, options = {}) {
  const settings = { ...JOURNEY_DEFAULTS, ...options };
  const log = settings.log ?? (() => {});
  const report = newReport();
  const queue = planJourneys(business, settings);
  const worker = async () => {
    for (let journey = queue.shift(); journey; journey = queue.shift()) await shop(business, journey, report);
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  report.orders.sort((a, b) => a.number - b.number);
  log(`shoppers: ${report.visits} visits, ${report.adds} adds, ${report.checkouts} checkouts, ${report.orders.length} orders`);
  for (const [i, order] of report.orders.slice(0, settings.refunds).entries()) {
    report.refunds.push(await refund(business, order, i === 0 ? null : (order.total / 2).toFixed(2)));
  }
  if (report.refunds.length > 0) log(`refunds: ${report.refunds.map((r) => `${r.name} ${r.amount ?? 'in full'}`).join(', ')}`);
  return report;
}

/** One shopper's visit, by channel. */
async function shop(business, journey, report) {
  const shopper = new HttpBrowser({ userAgent: journey.userAgent });
  const counts = report.expected[journey.channel];
  if (journey.channel === 'organic') {
    // Browses the storefront's products until one is in stock, as a shopper skips sold-out ones.
    const front = await shopper.get(business.shop.path);
    const products = journey.random.shuffle(linksOf(await front.text()).filter((href) => /\/products\/[^/?#]+$/.test(href)));
    assert.ok(products.length > 0, 'the storefront lists products');
    for (const product of products.slice(0, 5)) {
      const page = await shopper.get(new URL(product, front.url()).href);
      if (inStockOf(await page.text()).length > 0) return buyOnProductPage(shopper, page, journey, report);
    }
    report.refused += 1;
    return;
  }
  const landing = await shopper.get(journey.link.public_url);
  assert.equal(landing.status(), 200, `${journey.link.public_url} answered ${landing.status()}`);
  report.visits += 1;
  counts.views += 1;
  if (journey.intent === 'browse') return;
  if (journey.channel === 'short') return buyOnProductPage(shopper, landing, journey, report);

  const html = await landing.text();
  const cards = journey.random.shuffle(formsOf(html).filter((f) => 'data-add-form' in f.attributes));
  let added = 0;
  for (const card of cards) {
    if (added >= journey.products) break;
    if (await addToCart(shopper, card, landing.url(), journey)) added += 1;
  }
  report.adds += added;
  counts.adds += added;
  if (added === 0 || journey.intent === 'add') return;

  const checkoutForm = formWhere(html, (f) => f.action.endsWith('/checkout'), 'checkout form');
  const checkout = await shopper.post(new URL(checkoutForm.action, landing.url()).href, { form: [] });
  assert.match(checkout.url(), /\/checkouts\/[^/]+$/, `the checkout hand-off led to ${checkout.url()} (${checkout.status()})`);
  report.checkouts += 1;
  counts.checkouts += 1;
  if (journey.intent === 'checkout') {
    report.abandoned += 1;
    return;
  }
  await pay(shopper, checkout, journey, report);
}

/**
 * Adds a product from its card as the page's script does (the form's fields, JSON answer): on a
 * combination in stock, usually the one the card opens on. A combination sold out meanwhile
 * (another shopper bought the last one) is tried once more with another.
 */
async function addToCart(shopper, card, pageUrl, journey) {
  const names = card.selects.map((s) => s.name);
  const inStock = JSON.parse(card.attributes['data-variants'] ?? '[]').filter(([, available]) => available === 1).map(([values]) => values);
  const preselected = names.map((name) => card.fields.find(([field]) => field === name)?.[1]);
  const opened = inStock.find((values) => values.every((v, i) => v === preselected[i]));
  const choices = journey.random.shuffle(inStock);
  if (opened && journey.random.chance(0.6)) choices.unshift(opened);
  for (const values of choices.slice(0, 2)) {
    const form = [['product', card.fields.find(([field]) => field === 'product')[1]], ...names.map((name, i) => [name, values[i]]), ['quantity', String(journey.quantity)]];
    const answer = await shopper.post(new URL(card.action, pageUrl).href, { form, headers: { Accept: 'application/json' }, maxRedirects: 0 });
    if (answer.status() === 200) return true;
    if (answer.status() !== 409) assert.fail(`adding to the cart answered ${answer.status()}: ${(await answer.text()).slice(0, 200)}`);
  }
  return false;
}

/** The sizes and colours in stock on a store's product page, from its availability list. */
const inStockOf = (html) => [...html.matchAll(/<li data-size="([^"]*)" data-color="([^"]*)" data-stock="(\d+)"/g)].filter((m) => Number(m[3]) > 0);

/**
 * On the store's product page (where a short lands, or an organic shopper browses to): a size and
 * colour in stock from the page's availability list, then its "Add to cart" form, which goes
 * through the cart permalink to the checkout.
 */
async function buyOnProductPage(shopper, page, journey, report) {
  const html = await page.text();
  const inStock = inStockOf(html);
  if (inStock.length === 0) {
    report.refused += 1;
    return;
  }
  const [, size, color] = journey.random.pick(inStock);
  const form = formWhere(html, (f) => f.attributes.id === 'add-form', 'add-to-cart form');
  const target = new URL(form.action, page.url());
  const product = form.fields.find(([name]) => name === 'product')[1];
  target.search = new URLSearchParams({ product, size: decodeEntities(size), color: decodeEntities(color), quantity: String(journey.quantity) }).toString();
  const checkout = await shopper.get(target.href);
  assert.match(checkout.url(), /\/checkouts\/[^/]+$/, `adding at the store led to ${checkout.url()} (${checkout.status()})`);
  await pay(shopper, checkout, journey, report);
}

/**
 * The sandbox checkout: types the influencer's code when the journey has one, then presses
 * "Pay now" with an email. A checkout refused because an item sold out meanwhile counts as
 * refused, not as an order.
 */
async function pay(shopper, checkout, journey, report) {
  let page = checkout;
  if (journey.code) {
    const discount = formWhere(await page.text(), (f) => f.fields.some(([name]) => name === 'code'), 'discount form');
    page = await shopper.post(new URL(discount.action, page.url()).href, { form: [['code', journey.code]] });
  }
  const payForm = formWhere(await page.text(), (f) => f.fields.some(([name]) => name === 'email'), 'pay form');
  const paid = await shopper.post(new URL(payForm.action, page.url()).href, { form: [['email', `${uniqueName('shopper')}@example.com`]] });
  const html = await paid.text();
  const confirmed = /^Order (#(\d+)) confirmed$/.exec(headingOf(html));
  if (!confirmed) {
    report.refused += 1;
    return;
  }
  const total = Number(/<th>Total<\/th><th class="right">([\d.]+)/.exec(html)?.[1] ?? Number.NaN);
  report.orders.push({ name: confirmed[1], number: Number(confirmed[2]), total, channel: journey.channel, link_id: journey.link?.link_id ?? null });
  report.expected[journey.channel].orders += 1;
}

/**
 * Refunds an order from the sandbox store's admin page, as the merchant does there: `amount`
 * empty refunds what is left (with the items back in stock), else that amount.
 */
async function refund(business, order, amount) {
  const form = amount === null ? [['amount', ''], ['restock', 'on']] : [['amount', amount]];
  const answer = await business.merchant.browser.post(`${business.shop.path}/admin/orders/${order.number}/refund`, { form, maxRedirects: 0 });
  const location = answer.headers().location ?? '';
  assert.ok(answer.status() === 303 && location.includes('notice='), `the refund of ${order.name} answered ${answer.status()} ${location}`);
  return { name: order.name, number: order.number, amount, full: amount === null };
}
