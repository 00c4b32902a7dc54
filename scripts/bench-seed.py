#!/usr/bin/env python3
"""Seeds a running bench server (started with SHOPLINKS_TEST_SEED=1): a merchant through
`POST /api/test/session`, its sandbox store connected through the real OAuth consent flow and
synced, then a product short, a second short (for the SIGTERM run) and a look of three products
written into the SQLite database. Prints shell assignments: SHORT, SIGTERM_SHORT, SIGTERM_ID, LOOK.

    python3 scripts/bench-seed.py http://127.0.0.1:PORT data/shoplinks.db
"""
import http.cookiejar
import json
import secrets
import sqlite3
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

base, db_path = sys.argv[1], sys.argv[2]
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


status, _, body = call("POST", "/api/test/session", json.dumps({"role": "admin", "storeConnected": False}).encode(),
                       {"Content-Type": "application/json"})
assert status == 200, body
username = json.loads(body)["data"]["username"]
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

db = sqlite3.connect(db_path, timeout=10)
business = db.execute("SELECT business_id FROM users WHERE username = ?", (username,)).fetchone()[0]
products = [r[0] for r in db.execute(
    "SELECT shopify_id FROM products WHERE business_id = ? AND status = 'active' AND total_quantity > 0 "
    "ORDER BY shopify_id LIMIT 3", (business,))]
assert len(products) == 3, products
now = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def link(kind, url_type, items):
    link_id = "".join(secrets.choice(ALPHABET) for _ in range(8))
    db.execute(
        "INSERT INTO links (id, business_id, kind, url_type, description, images, promocode, utm_source, "
        "utm_campaign, created_at, updated_at) VALUES (?, ?, ?, ?, 'Bench picks', '[]', 'WELCOME10', 'bench', "
        "'load', ?, ?)", (link_id, business, kind, url_type, now, now))
    for position, product in enumerate(items):
        db.execute("INSERT INTO link_products (link_id, position, product_shopify_id, selected_options) "
                   "VALUES (?, ?, ?, '{}')", (link_id, position, product))
    return link_id


short, sigterm, look = link("SHORT", "PRODUCT", products[:1]), link("SHORT", "PRODUCT", products[1:2]), \
    link("LOOK", "LOOK", products)
db.commit()
print(f"SHORT=/{username}/{short} SIGTERM_SHORT=/{username}/{sigterm} SIGTERM_ID={sigterm} LOOK=/{username}/{look}")
