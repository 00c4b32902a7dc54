#!/usr/bin/env python3
"""Helpers of `scripts/bench analytics` (run by it, not by hand).

    bench-analytics.py range BASE TOKEN       prints FROM=… TO=… (the last 30 days in the merchant's zone)
    bench-analytics.py product BASE TOKEN     prints the top-performing product's id
    bench-analytics.py sizes TARGET           the database's size and its largest tables' rows and bytes
"""
import datetime
import json
import os
import sys
import urllib.parse
import urllib.request
import zoneinfo

from bench_db import Db


def api(base, token, path):
    req = urllib.request.Request(base + path, headers={"Cookie": f"shoplinks_session={token}", "Accept": "application/json"})
    with urllib.request.urlopen(req) as res:
        return json.load(res)["data"]


TABLES = ["link_events", "link_visitors", "link_daily_stats", "link_product_stats", "business_daily_stats",
          "orders", "order_lines", "order_attributions", "product_sales_stats", "product_pair_stats",
          "product_triple_stats"]


def sizes(target):
    db = Db(target)
    counts = {t: int(db.rows(f"SELECT count(*) FROM {t}")[0][0]) for t in TABLES}
    if db.pg:
        total = int(db.rows("SELECT pg_database_size(current_database())")[0][0])
        # A partitioned table's bytes are its partitions' (each with its indexes).
        per = {t: int(db.rows(
            f"SELECT coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('{t}')), "
            f"pg_total_relation_size('{t}'))")[0][0]) for t in TABLES}
    else:
        db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        total = os.path.getsize(target)
        try:
            per = {t: int(db.rows("SELECT sum(pgsize) FROM dbstat WHERE name = ? OR tbl_name = ?", (t, t))[0][0] or 0)
                   for t in TABLES}
        except Exception:  # SQLite built without the dbstat table
            per = {}
    print(f"  database: {total / 2**20:,.0f} MiB")
    for t in TABLES:
        print(f"  {t}: {counts[t]:,} rows" + (f", {per[t] / 2**20:,.1f} MiB with indexes" if t in per else ""))


def main():
    what = sys.argv[1]
    if what == "range":
        zone = zoneinfo.ZoneInfo(api(sys.argv[2], sys.argv[3], "/api/admin/v1/insights/overview?from_date=2026-01-01&to_date=2026-01-01")["time_zone"])
        today = datetime.datetime.now(zone).date()
        print(f"FROM={today - datetime.timedelta(days=29)} TO={today} ZONE={zone.key}")
    elif what == "product":
        top = api(sys.argv[2], sys.argv[3], "/api/admin/v1/products/trends/top-performing")
        print(urllib.parse.quote(top["products"][0]["id"], safe="") if top["products"] else "")
    elif what == "sizes":
        sizes(sys.argv[2])
    else:
        sys.exit(__doc__)


main()
