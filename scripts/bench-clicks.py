#!/usr/bin/env python3
"""Click figures for `scripts/bench redirect`:

    bench-clicks.py stored DB ROOT_ID        views stored for a link (SQLite file or PostgreSQL URL)
    bench-clicks.py lag BASE                 the journal lag /health reports, on one line
    bench-clicks.py wait-drained BASE [MAX]  waits until /health reports no lag (progress every 10 s)
    bench-clicks.py slices BASE SECONDS      clicks the server journaled per 10-second slice
                                             (its answers, counted by the server), for SECONDS,
                                             each with the machine's speed in it (SpeedProbe)
    bench-clicks.py outage DB SECONDS        holds the database for SECONDS: SQLite, another process
                                             holds BEGIN EXCLUSIVE; PostgreSQL, link_events is locked
    bench-clicks.py explain DB LINK_ID       the importer's hot statements for one batch of 5,000 new
                                             visitors' views of LINK_ID, run and rolled back:
                                             PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) of the statements
                                             the server sends; SQLite, the time of each kind of
                                             single-row insert the server repeats per event
"""
import json
import os
import subprocess
import sqlite3
import sys
import threading
import time
import urllib.request

from bench_db import Db, is_postgres


def clicks(base):
    with urllib.request.urlopen(base + "/health", timeout=10) as res:
        return json.load(res)["data"]["clicks"]


class SpeedProbe(threading.Thread):
    """How fast this machine runs a fixed piece of work, sampled every 100 ms beside a load.

    A virtual machine's cores do not keep one speed: on the 2-core machines this project is
    measured on, a loop of fixed work alone on an idle machine runs at one speed for seconds, then
    at up to 1.7 times it (the host's frequency boost or its other tenants), so a 10-second slice
    of a steady load can fall 20 % below the first with nothing in the server changing. Each
    sample is the loop's time in this thread's own CPU time, which waiting for a core does not
    count, so the figure is the machine's speed, not how busy it is; the load of the bench is the
    same in every slice. Costs about 1 % of a core.
    """

    def __init__(self):
        super().__init__(daemon=True)
        self.stop = False
        self.samples = []
        self.lock = threading.Lock()

    def run(self):
        while not self.stop:
            started = time.thread_time_ns()
            x = 0
            for i in range(20_000):
                x += i * i
            took = max(time.thread_time_ns() - started, 1)
            with self.lock:
                self.samples.append(1e9 / took)
            time.sleep(0.1)

    def take(self):
        """The mean speed (loops per CPU second) since the last call; the samples are cleared."""
        with self.lock:
            samples, self.samples = self.samples, []
        return sum(samples) / len(samples) if samples else float("nan")


def main():
    cmd = sys.argv[1]
    if cmd == "stored":
        print(Db(sys.argv[2]).rows("SELECT count(*) FROM link_events WHERE root_link_id = ? AND kind = 'VIEW'",
                                   (sys.argv[3],))[0][0])
    elif cmd == "lag":
        c = clicks(sys.argv[2])
        print(f"{c['lag_events']} events, {c['lag_seconds']:.1f} s behind; {c['segments']} segments, "
              f"{c['journal_bytes'] / 1e6:.0f} MB on disk; {c['dropped']} dropped")
    elif cmd == "wait-drained":
        base, limit = sys.argv[2], float(sys.argv[3]) if len(sys.argv) > 3 else 900
        started = last = time.time()
        first = clicks(base)["lag_events"]
        while True:
            c = clicks(base)
            if c["lag_events"] == 0:
                took = time.time() - started
                rate = f", {first / took:,.0f} events/s" if took > 1 else ""
                print(f"  journal drained in {took:.1f} s ({first:,} events{rate})")
                return
            if time.time() - started > limit:
                sys.exit(f"  still {c['lag_events']} events behind after {limit:.0f} s")
            if time.time() - last >= 10:
                print(f"  ... {c['lag_events']:,} events behind ({c['lag_seconds']:.0f} s)", flush=True)
                last = time.time()
            time.sleep(0.2)
    elif cmd == "slices":
        base, seconds = sys.argv[2], int(sys.argv[3])

        def journaled():
            c = clicks(base)
            return c["imported"] + c["lag_events"]
        probe = SpeedProbe()
        probe.start()
        at, count, rates, speeds = time.time(), journaled(), [], []
        probe.take()
        for n in range(1, (seconds + 9) // 10 + 1):
            time.sleep(max(0.0, at + 10 - time.time()))
            now, total = time.time(), journaled()
            rates.append((total - count) / (now - at))
            speeds.append(probe.take())
            print(f"  slice {n}: {rates[-1]:,.0f} clicks/s (machine speed {100 * speeds[-1] / speeds[0]:.0f} %"
                  " of slice 1)", flush=True)
            at, count = now, total
        probe.stop = True
        low = min(range(len(rates)), key=lambda k: rates[k])
        adjusted = min((rates[k] / rates[0]) / (speeds[k] / speeds[0]) for k in range(len(rates)))
        print(f"  lowest slice: {100 * rates[low] / rates[0]:.0f} % of the first (slice {low + 1}, machine speed "
              f"{100 * speeds[low] / speeds[0]:.0f} %); allowing for the machine's speed, the lowest is "
              f"{100 * adjusted:.0f} %", flush=True)
    elif cmd == "outage":
        target, seconds = sys.argv[2], float(sys.argv[3])
        if is_postgres(target):
            subprocess.run(["psql", "-qX", target, "-c",
                            f"BEGIN; LOCK TABLE link_events IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep({seconds}); ROLLBACK;"],
                           check=True, capture_output=True)
        else:
            db = sqlite3.connect(target, timeout=60, isolation_level=None)
            db.execute("BEGIN EXCLUSIVE")
            time.sleep(seconds)
            db.execute("ROLLBACK")
    elif cmd == "explain":
        explain(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


BATCH = 5_000

# The statements of server/src/features/clicks/store.rs on PostgreSQL, verbatim.
PG_SIGHTINGS = ("INSERT INTO link_visitors (link_id, visitor_id, first_seen_at) "
                "SELECT * FROM UNNEST($1::text[], $2::text[], $3::timestamp[]) "
                "ON CONFLICT DO NOTHING RETURNING link_id, visitor_id")
PG_EVENTS = ("INSERT INTO link_events (id, business_id, link_id, root_link_id, kind, click_id, visitor_id, "
             "unique_view, product_shopify_id, device, created_at) "
             "SELECT * FROM UNNEST($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], "
             "$7::text[], $8::bool[], $9::text[], $10::text[], $11::timestamp[])")
DAILY = ("INSERT INTO link_daily_stats (link_id, day, business_id, views, unique_views, adds, checkout_requests) "
         "VALUES ({link}, {day}, {business}, 5000, 5000, 0, 0) ON CONFLICT (link_id, day) DO UPDATE SET "
         "views = link_daily_stats.views + excluded.views, "
         "unique_views = link_daily_stats.unique_views + excluded.unique_views, "
         "adds = link_daily_stats.adds + excluded.adds, "
         "checkout_requests = link_daily_stats.checkout_requests + excluded.checkout_requests")


def explain(target, link):
    """One batch of new visitors' views, as the importer writes it, against the history there is."""
    db = Db(target)
    business = db.rows("SELECT business_id FROM links WHERE id = ?", (link,))[0][0]
    counts = db.rows("SELECT (SELECT count(*) FROM link_visitors WHERE link_id = ?), "
                     "(SELECT count(*) FROM link_events WHERE root_link_id = ?)", (link, link))[0]
    print(f"  history of the link: {int(counts[0]):,} visitors, {int(counts[1]):,} events; a batch of {BATCH:,} "
          f"new visitors' views (rolled back)")
    now_ms = int(time.time() * 1000)
    ids = [f"{now_ms:012x}{os.urandom(10).hex()}" for _ in range(3 * BATCH)]
    if db.pg:
        arr = lambda values: "'{" + ",".join(values) + "}'"
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
        visitors, events, clicks_ = ids[:BATCH], ids[BATCH:2 * BATCH], ids[2 * BATCH:]
        sql = "\n".join([
            "BEGIN;",
            f"PREPARE sightings(text[], text[], timestamp[]) AS {PG_SIGHTINGS};",
            f"PREPARE events(text[], text[], text[], text[], text[], text[], text[], bool[], text[], text[], "
            f"timestamp[]) AS {PG_EVENTS};",
            "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE sightings("
            f"{arr([link] * BATCH)}, {arr(visitors)}, {arr([stamp] * BATCH)});",
            "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE events("
            f"{arr(events)}, {arr([business] * BATCH)}, {arr([link] * BATCH)}, {arr([link] * BATCH)}, "
            f"{arr(['VIEW'] * BATCH)}, {arr(clicks_)}, {arr(visitors)}, {arr(['t'] * BATCH)}, "
            f"{arr(['NULL'] * BATCH)}, {arr(['PC'] * BATCH)}, {arr([stamp] * BATCH)});",
            "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) "
            + DAILY.format(link=f"'{link}'", day="CURRENT_DATE", business=f"'{business}'") + ";",
            "ROLLBACK;"])
        out = subprocess.run(["psql", "-qX", "-v", "ON_ERROR_STOP=1", target, "-f", "-"], input=sql, text=True,
                             check=True, capture_output=True).stdout
        for line in out.splitlines():
            if line.strip() and "QUERY PLAN" not in line and not line.startswith("---"):
                print("    " + line.strip())
        return
    conn = db.conn
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
    conn.execute("BEGIN")
    started = time.perf_counter()
    new = sum(conn.execute("INSERT INTO link_visitors (link_id, visitor_id, first_seen_at) VALUES (?, ?, ?) "
                           "ON CONFLICT DO NOTHING", (link, v, stamp)).rowcount for v in ids[:BATCH])
    sightings = time.perf_counter() - started
    started = time.perf_counter()
    for n in range(BATCH):
        conn.execute("INSERT INTO link_events (id, business_id, link_id, root_link_id, kind, click_id, visitor_id, "
                     "unique_view, product_shopify_id, device, created_at) "
                     "VALUES (?, ?, ?, ?, 'VIEW', ?, ?, 1, NULL, 'PC', ?)",
                     (ids[BATCH + n], business, link, link, ids[2 * BATCH + n], ids[n], stamp))
    inserts = time.perf_counter() - started
    started = time.perf_counter()
    conn.execute(DAILY.format(link="?", day="?", business="?"), (link, stamp[:10], business))
    daily = time.perf_counter() - started
    conn.execute("ROLLBACK")
    print(f"    link_visitors, INSERT … ON CONFLICT DO NOTHING: {BATCH:,} rows ({new:,} new) in "
          f"{sightings * 1000:.0f} ms, {sightings / BATCH * 1e6:.1f} µs a row")
    print(f"    link_events, INSERT: {BATCH:,} rows in {inserts * 1000:.0f} ms, {inserts / BATCH * 1e6:.1f} µs a row")
    print(f"    link_daily_stats, upsert of the day: {daily * 1000:.2f} ms")
    for table in ("link_visitors", "link_events"):
        plan = conn.execute(f"EXPLAIN QUERY PLAN SELECT 1 FROM {table} WHERE link_id = ? AND "
                            + ("visitor_id = ?" if table == "link_visitors" else "id = ?"), (link, ids[0])).fetchall()
        print(f"    {table}, how a key is found: {'; '.join(row[-1] for row in plan)}")


if __name__ == "__main__":
    main()
