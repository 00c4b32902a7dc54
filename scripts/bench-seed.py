#!/usr/bin/env python3
"""Seeds a running bench server (started with SHOPLINKS_TEST_SEED=1): a merchant through
`POST /api/test/session`, its sandbox store connected through the real OAuth consent flow and
synced, then four product shorts (the max-rate run, SIGTERM, kill -9 and the database outage,
one each so each run's clicks are counted apart) and a look of three products, written into the
database (a SQLite file or a PostgreSQL URL). Prints shell assignments: SHORT, SHORT_ID,
SIGTERM_SHORT, SIGTERM_ID, KILL_SHORT, KILL_ID, OUTAGE_SHORT, OUTAGE_ID, LOOK, USERNAME, TOKEN
(the merchant's session), and BRAND: a verified brand domain (the merchant is on the Business
plan) the max-rate short is also served on, at `/{SHORT_ID}` with that `Host`.

With SHOPLINKS_BENCH_ANALYTICS=1 the merchant is on the business plan and has three influencers
(made through the API), each with a look and a short, and four more looks.

With SHOPLINKS_BENCH_SHOPBOARD=1 the merchant also connects the sandbox Instagram through its
OAuth consent page (30 posts, pictures kept), and the newest three posts are tagged with a product
each through the API; it also prints FEED (the feed page) and POST (the newest post's page).

With SHOPLINKS_BENCH_HISTORY=1 the max-rate short first gets a history: 2,000,000 visitors and
5,000,000 view events over the past year, with their daily rollups.

    python3 scripts/bench-seed.py http://127.0.0.1:PORT data/shoplinks.db|postgres://…
"""
import http.cookiejar
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

from bench_db import Db

base, db_target = sys.argv[1], sys.argv[2]
jar = http.cookiejar.CookieJar()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)


def call(method, url, data=None, headers=None):
    """Returns (status, headers, body); redirects are answers, not followed."""
    req = urllib.request.Request(url if url.startswith("http") else base + url, data=data, method=method,
                                 headers={"Origin": base, "Sec-Fetch-Site": "same-origin", **(headers or {})})
    try:
        with opener.open(req) as res:
            return res.status, res.headers, res.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


analytics = os.environ.get("SHOPLINKS_BENCH_ANALYTICS") == "1"
seed = {"role": "admin", "storeConnected": False, **({"plan": "BUSINESS"} if analytics else {})}
status, _, body = call("POST", "/api/test/session", json.dumps(seed).encode(), {"Content-Type": "application/json"})
assert status == 200, body
username, token = json.loads(body)["data"]["username"], json.loads(body)["data"]["token"]
shop = f"bench-{secrets.token_hex(4)}.myshopify.com"

status, headers, _ = call("GET", f"/shopify/install?shop={shop}")
assert status == 302, status
authorize = headers["Location"]
form = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(authorize).query))
form["decision"] = "approve"
status, headers, _ = call("POST", authorize, urllib.parse.urlencode(form).encode(),
                          {"Content-Type": "application/x-www-form-urlencoded"})
assert status == 302, status
status, _, _ = call("GET", headers["Location"])
assert status in (200, 302, 303), status
for _ in range(600):
    _, _, body = call("GET", "/api/admin/v1/store/sync/status", headers={"Accept": "application/json"})
    if json.loads(body)["data"]["status"] == "done":
        break
    time.sleep(0.1)
else:
    sys.exit("catalog sync did not finish")

db = Db(db_target)
business = db.rows("SELECT business_id FROM users WHERE username = ?", (username,))[0][0]
products = [r[0] for r in db.rows(
    "SELECT shopify_id FROM products WHERE business_id = ? AND status = 'active' AND total_quantity > 0 "
    "ORDER BY shopify_id LIMIT 3", (business,))]
assert len(products) == 3, products
now = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def link(kind, url_type, items, influencer=None):
    link_id = "".join(secrets.choice(ALPHABET) for _ in range(8))
    db.execute(
        "INSERT INTO links (id, business_id, kind, url_type, description, images, promocode, utm_source, "
        "utm_campaign, influencer_id, created_at, updated_at) VALUES (?, ?, ?, ?, 'Bench picks', '[]', 'WELCOME10', "
        "'bench', 'load', ?, ?, ?)", (link_id, business, kind, url_type, influencer, now, now))
    for position, product in enumerate(items):
        db.execute("INSERT INTO link_products (link_id, position, product_shopify_id, selected_options) "
                   "VALUES (?, ?, ?, '{}')", (link_id, position, product))
    return link_id


shorts = {name: link("SHORT", "PRODUCT", products[i % 2:i % 2 + 1])
          for i, name in enumerate(["SHORT", "SIGTERM", "KILL", "OUTAGE"])}
look = link("LOOK", "LOOK", products)
# The max-rate short is also served on a verified brand domain of a Business merchant, so
# `scripts/bench redirect` measures the same short on both addresses (docs/links.md#brand-domains).
BRAND = "go.bench-brand.test"
db.execute("UPDATE businesses SET subscription_plan = 'BUSINESS' WHERE id = ?", (business,))
db.execute(
    "INSERT INTO brand_domains (business_id, host, token, status, is_default, created_at, checked_at, verified_at) "
    "VALUES (?, ?, 'bench', 'VERIFIED', FALSE, ?, ?, ?)", (business, BRAND, now, now, now))
db.execute("INSERT INTO link_domains (link_id, business_id, host) VALUES (?, ?, ?)", (shorts["SHORT"], business, BRAND))
db.commit()

if analytics:
    # Three influencers made through the API, each with a look and a short of their own, and
    # more looks of the merchant's over the first twelve products (the bulk history's links).
    catalog = [r[0] for r in db.rows(
        "SELECT shopify_id FROM products WHERE business_id = ? AND status = 'active' ORDER BY shopify_id LIMIT 12",
        (business,))]
    boundary = secrets.token_hex(8)
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "bench-images.py"), "png", "64", "64",
                        f.name], check=True, capture_output=True)
        face = f.read()
    status, _, body = call("POST", "/api/admin/v1/file/upload", (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file_resource\"; filename=\"face.png\"\r\n"
        "Content-Type: image/png\r\n\r\n").encode() + face + f"\r\n--{boundary}--\r\n".encode(),
        {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    assert status == 200, body
    picture = json.loads(body)["data"]
    for n in range(3):
        name = f"bench{n}{secrets.token_hex(3)}"
        status, _, body = call("POST", "/api/admin/v1/influencers/create", json.dumps({
            "username": name, "email": f"{name}@example.com", "commission": 10 + 5 * n,
            "profile_image_url": picture,
            "permissions": {"analytics_commission_enabled": True, "analytics_clicks_enabled": True,
                            "analytics_sales_enabled": True, "analytics_cr_enabled": True,
                            "analytics_revenue_enabled": True, "analytics_aov_enabled": True,
                            "allow_creating_and_editing_links": False}}).encode(),
            {"Content-Type": "application/json"})
        assert status == 200, body
        influencer = db.rows("SELECT id FROM influencers WHERE business_id = ? AND username = ?", (business, name))[0][0]
        link("LOOK", "LOOK", catalog[3 * n:3 * n + 3], influencer)
        link("SHORT", "PRODUCT", catalog[n:n + 1], influencer)
        db.commit()  # before the next API call writes
    for n in range(4):
        link("LOOK", "LOOK", catalog[n * 2:n * 2 + 4])
    db.commit()


def history(link_id, visitors=2_000_000, events=5_000_000):
    """A year of views of `link_id`: ids that start with their time, as the server makes them."""
    started = time.time()
    year_ms, day_s = 365 * 86_400_000, 86_400
    if db.pg:
        db.script(f"""
            INSERT INTO link_visitors (link_id, visitor_id, first_seen_at)
            SELECT '{link_id}', lpad(to_hex((extract(epoch FROM now()) * 1000)::bigint - {year_ms} + g * ({year_ms} / {visitors})), 12, '0')
                   || substr(md5(g::text), 1, 20), now() - interval '365 days' + g * (interval '365 days' / {visitors})
            FROM generate_series(1, {visitors}) g;
            INSERT INTO link_events (id, business_id, link_id, root_link_id, kind, click_id, visitor_id, unique_view,
                                     product_shopify_id, device, created_at)
            SELECT lpad(to_hex((extract(epoch FROM now()) * 1000)::bigint - {year_ms} + g * ({year_ms} / {events})), 12, '0')
                   || substr(md5(g::text), 1, 20), '{business}', '{link_id}', '{link_id}', 'VIEW',
                   lpad(to_hex((extract(epoch FROM now()) * 1000)::bigint - {year_ms} + g * ({year_ms} / {events})), 12, '0')
                   || substr(md5((g + 1)::text), 1, 20), 'visitor-' || (g % {visitors}), g <= {visitors}, NULL, 'PC',
                   now() - interval '365 days' + g * (interval '365 days' / {events})
            FROM generate_series(1, {events}) g;
            INSERT INTO link_daily_stats (link_id, day, business_id, views, unique_views, adds, checkout_requests)
            SELECT '{link_id}', (now() - interval '365 days' + d * interval '1 day')::date, '{business}',
                   {events} / 365, {visitors} / 365, 0, 0 FROM generate_series(0, 364) d;
            ANALYZE link_visitors; ANALYZE link_events;""")
    else:
        now_ms = int(started * 1000)
        c = db.conn
        c.execute("PRAGMA synchronous = OFF")

        def ordered(at_ms, n):
            return f"{at_ms:012x}{n:020x}"
        c.executemany("INSERT INTO link_visitors (link_id, visitor_id, first_seen_at) VALUES (?, ?, ?)",
                      ((link_id, ordered(now_ms - year_ms + g * (year_ms // visitors), g),
                        time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(started - day_s * 365 + g * 365 * day_s / visitors)))
                       for g in range(1, visitors + 1)))
        c.commit()
        c.executemany(
            "INSERT INTO link_events (id, business_id, link_id, root_link_id, kind, click_id, visitor_id, unique_view, "
            "product_shopify_id, device, created_at) VALUES (?, ?, ?, ?, 'VIEW', ?, ?, ?, NULL, 'PC', ?)",
            ((ordered(now_ms - year_ms + g * (year_ms // events), g), business, link_id, link_id,
              ordered(now_ms - year_ms + g * (year_ms // events), g + events), f"visitor-{g % visitors}", g <= visitors,
              time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(started - day_s * 365 + g * 365 * day_s / events)))
             for g in range(1, events + 1)))
        c.executemany(
            "INSERT INTO link_daily_stats (link_id, day, business_id, views, unique_views, adds, checkout_requests) "
            "VALUES (?, ?, ?, ?, ?, 0, 0)",
            ((link_id, time.strftime("%Y-%m-%d", time.gmtime(started - day_s * (365 - d))), business,
              events // 365, visitors // 365) for d in range(365)))
        c.commit()
        c.execute("PRAGMA synchronous = NORMAL")
        c.execute("ANALYZE")
    print(f"# history: {visitors:,} visitors and {events:,} events seeded in {time.time() - started:.0f} s",
          file=sys.stderr)


feed_vars = []
if os.environ.get("SHOPLINKS_BENCH_SHOPBOARD") == "1":
    json_headers = {"Content-Type": "application/json", "Accept": "application/json"}
    status, _, body = call("GET", "/api/admin/v1/shopboard/instagram/connect", headers=json_headers)
    assert status == 200, body
    authorize = json.loads(body)["data"]["redirect_url"]
    form = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(authorize).query))
    form.update(decision="allow", username="bench.feed")
    status, headers, _ = call("POST", authorize.split("?")[0], urllib.parse.urlencode(form).encode(),
                              {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 303, status
    back = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(headers["Location"]).query))
    status, _, body = call("POST", "/api/admin/v1/shopboard/instagram/auth/connect",
                           json.dumps({"code": back["code"], "state": back["state"]}).encode(), json_headers)
    assert status == 200, body
    for _ in range(1200):
        _, _, body = call("GET", "/api/admin/v1/shopboard", headers=json_headers)
        board = json.loads(body)["data"]
        if board["social_medias"]["Instagram"]["number_of_posts"] != -1:
            break
        time.sleep(0.1)
    else:
        sys.exit("the post import did not finish")
    _, _, body = call("GET", "/api/admin/v1/shopboard/instagram/posts?count=3", headers=json_headers)
    newest = json.loads(body)["data"]["posts"]
    pages = []
    for n, post in enumerate(newest):
        status, _, body = call("POST", f"/api/admin/v1/shopboard/instagram/{post['post_id']}/tag_products",
                               json.dumps({"product_ids": [products[n]]}).encode(), json_headers)
        assert status == 200, body
        pages.append(urllib.parse.urlsplit(json.loads(body)["data"]["public_url"]).path)
    feed_vars = [f"FEED={urllib.parse.urlsplit(board['shopboard_url']).path} POST={pages[0]}"]

if os.environ.get("SHOPLINKS_BENCH_HISTORY") == "1":
    history(shorts["SHORT"])
print(" ".join([f"SHORT=/{username}/{shorts['SHORT']} SHORT_ID={shorts['SHORT']} BRAND={BRAND}"]
               + [f"{name}_SHORT=/{username}/{shorts[name]} {name}_ID={shorts[name]}" for name in ("SIGTERM", "KILL", "OUTAGE")]
               + [f"LOOK=/{username}/{look} USERNAME={username} TOKEN={token}"] + feed_vars))
