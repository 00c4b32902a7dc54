/**
 * The demo business, made through the flows a merchant goes through (docs/demo.md): sign up,
 * the verification email, log in, connect a new sandbox shop through its consent page, wait for
 * the catalog, then influencers with their promocodes and pictures, looks, shorts and a
 * multilink through the dashboard's API calls.
 */
import assert from 'node:assert/strict';
import { apiData, createVerifiedAccount, eventually, pngImage, sandboxPath, uniqueName } from '../helpers.mjs';
import { HttpBrowser } from './browser.mjs';
import { formWhere } from './page.mjs';

/** Permissions with every flag off; each influencer turns on its own. */
const NONE = {
  analytics_commission_enabled: false,
  analytics_clicks_enabled: false,
  analytics_sales_enabled: false,
  analytics_cr_enabled: false,
  analytics_revenue_enabled: false,
  analytics_aov_enabled: false,
  allow_creating_and_editing_links: false,
};

/**
 * The influencers, at most three: the free trial's cap (docs/influencers.md#plan-cap). Maya sees
 * everything and edits links; Noa sees clicks, sales, CR and revenue but not AOV or commission
 * (what the analytics page's influencer test looks at); Liam sees clicks only and has no code.
 */
export const INFLUENCERS = [
  {
    username: 'maya',
    promocode: 'MAYA15',
    discount: 15,
    tint: 230,
    commission: 12.5,
    permissions: {
      ...NONE,
      analytics_commission_enabled: true,
      analytics_clicks_enabled: true,
      analytics_sales_enabled: true,
      analytics_cr_enabled: true,
      analytics_revenue_enabled: true,
      analytics_aov_enabled: true,
      allow_creating_and_editing_links: true,
    },
  },
  {
    username: 'noa',
    promocode: 'NOA10',
    discount: 10,
    tint: 120,
    commission: 10,
    permissions: { ...NONE, analytics_clicks_enabled: true, analytics_sales_enabled: true, analytics_cr_enabled: true, analytics_revenue_enabled: true },
  },
  { username: 'liam', promocode: null, tint: 20, commission: 8, permissions: { ...NONE, analytics_clicks_enabled: true } },
];

/** The looks, in the order they are made (the newest last); `owner` names an influencer. */
const LOOKS = [
  { description: 'Summer essentials', products: 3 },
  { description: "Maya's favourites", products: 3, owner: 'maya' },
  { description: "Noa's weekend fits", products: 2, owner: 'noa' },
  { description: 'New arrivals', products: 4 },
  { description: 'Gift guide', products: 3 },
  { description: "Liam's travel kit", products: 2, owner: 'liam' },
];

/** The shorts, each to one product; an influencer's carries tracking tags of their channel. */
const SHORTS = [
  { description: 'Bestseller of the week', owner: null },
  { description: "Maya's pick", owner: 'maya', utm: { utm_source: 'instagram', utm_medium: 'story' } },
  { description: "Liam's find", owner: 'liam', utm: { utm_source: 'tiktok', utm_medium: 'bio' } },
  { description: 'Back in stock', owner: null },
];

/** Products the links are made from: enough for every link to show different ones at first. */
const MIN_PRODUCTS = 8;

/** What `createDemoBusiness` makes by default. */
export const BUSINESS_DEFAULTS = { prefix: 'demo', influencers: 3, looks: 4, shorts: 3, multilink: true };

/**
 * Makes the demo merchant and everything they set up. Answers the merchant (`username`,
 * `password`, `email`, `businessId` and their signed-in `browser`), the `shop` (`name`,
 * `domain`, `path`), the `influencers` (with the password each was given), the `looks`, `shorts`
 * and `multilink` as the API answered them, and the `products` the links were made from.
 */
export async function createDemoBusiness(options = {}) {
  const settings = { ...BUSINESS_DEFAULTS, ...options };
  const log = settings.log ?? (() => {});
  const browser = new HttpBrowser();
  const account = await createVerifiedAccount(browser, settings.prefix);
  await logIn(browser, account);
  log(`merchant @${account.username} signed up, verified and logged in`);

  const shop = uniqueName(`${settings.prefix}-shop`);
  await connectShop(browser, shop);
  const products = await productsInStock(browser);
  log(`sandbox shop ${shop}.myshopify.com connected; its catalog is syncing`);
  const { user } = await postData(browser, '/api/auth/verify');
  const merchant = { ...account, businessId: user.businessId, browser };

  const pick = picker(products);
  const influencers = [];
  for (const profile of INFLUENCERS.slice(0, settings.influencers)) influencers.push(await createInfluencer(browser, profile));
  log(`influencers: ${influencers.map((i) => `@${i.username}`).join(', ') || 'none'}`);
  const codeOf = (owner) => influencers.find((i) => i.username === owner)?.promocode ?? null;
  const ownerOf = (owner) => (influencers.some((i) => i.username === owner) ? owner : null);

  /** Creates the links of one kind, one after another, so their creation order is the list order. */
  const create = async (kind, specs, productsOf) => {
    const made = [];
    for (const spec of specs) {
      made.push(
        await postData(browser, '/api/admin/v1/links/create', {
          link_type: kind,
          description: spec.description,
          inventory_ids: pick(productsOf(spec)).map((p) => p.inventory_id),
          influencer_username: ownerOf(spec.owner),
          promocode: codeOf(spec.owner),
          ...(kind === 'SHORT' ? { utm_params: spec.utm ?? null } : {}),
          business_id: merchant.businessId,
        }),
      );
    }
    return made;
  };
  const looks = await create('LOOK', LOOKS.slice(0, settings.looks), (look) => look.products);
  const shorts = await create('SHORT', SHORTS.slice(0, settings.shorts), () => 1);
  const multilink = settings.multilink ? await createMultilink(browser, merchant.businessId, pick) : null;
  log(`links: ${looks.length} looks, ${shorts.length} shorts, ${multilink ? 1 : 0} multilink`);

  return {
    merchant,
    shop: { name: shop, domain: `${shop}.myshopify.com`, path: sandboxPath(shop) },
    influencers,
    looks,
    shorts,
    multilink,
    products,
  };
}

/**
 * Waits until the first catalog sync has finished (`done`), as home's sync notice reports it.
 * The links need only the first products, which come within a second; the whole catalog takes
 * a few seconds more (the store's API is paced), so `scripts/demo` waits for it after the
 * shoppers, and the browser tests, which need no more products, do not.
 */
export async function waitForCatalogSync(business, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sync = await apiData(business.merchant.browser, '/api/admin/v1/store/sync/status');
    assert.notEqual(sync.status, 'failed', 'the catalog sync failed');
    if (sync.status === 'done') return sync;
    assert.ok(Date.now() < deadline, `the catalog sync is still running after ${timeoutMs / 1000} s (${sync.productsSynced} products)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** POSTs `body` as JSON from the dashboard and answers the envelope's `data`. */
export async function postData(browser, path, body) {
  const response = await browser.post(path, body === undefined ? {} : { data: body });
  const text = await response.text();
  assert.equal(response.status(), 200, `POST ${path} answered ${response.status()}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** Logs in through the login call the login page makes; the session cookie lands in the jar. */
async function logIn(browser, { username, password }) {
  await postData(browser, '/api/auth/login', { username, password });
}

/**
 * Connects the sandbox shop `name` as the connect screen does: the install start (which the
 * Connect button opens) leads to the shop's consent page, whose "Install app" posts the form
 * back; the shop redirects to the app's callback, which attaches the store and sends the
 * merchant to `/auth?connected=1`.
 */
async function connectShop(browser, name) {
  const consent = await browser.get(`/shopify/install?shop=${name}.myshopify.com`);
  assert.equal(consent.status(), 200, `the consent page answered ${consent.status()}`);
  const form = formWhere(await consent.text(), (f) => f.fields.some(([field]) => field === 'state'), 'consent form');
  const installed = await browser.post(new URL(form.action || consent.url(), consent.url()).href, {
    form: [...form.fields, ['decision', 'approve']],
    maxRedirects: 1,
  });
  // The callback's own answer: a redirect to the connected screen.
  assert.match(installed.headers().location ?? '', /\/auth\?connected=1$/, `the callback answered ${installed.status()}: ${(await installed.text()).slice(0, 300)}`);
}

/**
 * Active products with most of their variants in stock, one per title, so the looks' cards open
 * on a combination shoppers can buy. Asked again until the catalog sync, which runs in the
 * background from the connect on, has brought enough of them. The catalog is the sandbox's
 * generated one, the same for every new shop, so the demo picks the same products each run.
 */
async function productsInStock(browser) {
  let stocked = [];
  await eventually(
    async () => {
      const { products } = await apiData(browser, '/api/admin/v1/products/search?count=50&product_status=active&include_out_of_stock=false');
      const seen = new Set();
      stocked = products.filter((p) => p.variant_availability_ratio >= 0.5 && !seen.has(p.title) && seen.add(p.title));
      return stocked.length >= MIN_PRODUCTS;
    },
    `${MIN_PRODUCTS} products in stock are synced`,
    60_000,
  );
  return stocked;
}

/** Hands out products in turn, so links show different ones until the catalog runs out. */
function picker(products) {
  let next = 0;
  return (count) =>
    Array.from({ length: count }, () => {
      const product = products[next % products.length];
      next += 1;
      return product;
    });
}

/**
 * An influencer as the influencers page makes one: their picture uploaded first, their promocode
 * created in the store from the form (it must exist there, docs/influencers.md), then the
 * influencer, whose one-time password the answer carries.
 */
async function createInfluencer(browser, profile) {
  const upload = await browser.post('/api/admin/v1/file/upload', {
    multipart: { file_resource: { name: `${profile.username}.png`, mimeType: 'image/png', buffer: pngImage(160, 160, profile.tint) } },
  });
  assert.equal(upload.status(), 200, `the picture of @${profile.username} uploads`);
  if (profile.promocode) await postData(browser, '/api/admin/v1/promocodes/create', { code: profile.promocode, kind: 'PERCENTAGE', value: profile.discount });
  const created = await postData(browser, '/api/admin/v1/influencers/create', {
    username: profile.username,
    email: `${profile.username}@example.com`,
    profile_image_url: (await upload.json()).data,
    promocode: profile.promocode,
    commission: profile.commission,
    permissions: profile.permissions,
  });
  return { username: created.username, password: created.password, promocode: created.promocode ?? null, commission: profile.commission, permissions: profile.permissions };
}

/** A multilink splitting traffic 60/40 between two looks, the second for phones only. */
async function createMultilink(browser, businessId, pick) {
  const experience = (value, device, count, description) => ({
    value,
    device_option: device,
    link_resource: {
      images: [],
      inventory_ids: pick(count).map((p) => p.inventory_id),
      collection_ids: [],
      shopping_redirect_url: null,
      link_type: 'LOOK',
      selected_options: {},
      description,
    },
  });
  return postData(browser, '/api/admin/v1/links/multi/create', {
    business_id: businessId,
    title: 'Spring campaign',
    splitter_type: 'PERCENTAGE',
    promocode: null,
    utm_params: { utm_source: 'newsletter', utm_campaign: 'spring' },
    links_options: [experience(60, 'ALL', 2, 'Spring campaign: the edit'), experience(40, 'MOBILE', 1, 'Spring campaign: one to love')],
  });
}
