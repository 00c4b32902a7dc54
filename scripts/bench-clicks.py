#!/usr/bin/env python3
"""Click figures for `scripts/bench redirect`:

    bench-clicks.py stored DB ROOT_ID        views stored for a link (SQLite file or PostgreSQL URL)
    bench-clicks.py lag BASE                 the journal lag /health reports, on one line
    bench-clicks.py wait-drained BASE [MAX]  waits until /health reports no lag (progress every 10 s)
    bench-clicks.py slices BASE SECONDS      clicks the server journaled per 10-second slice
                                             (its answers, counted by the server), for SECONDS
    bench-clicks.py outage DB SECONDS        holds the database for SECONDS: SQLite, another process
                                             holds BEGIN EXCLUSIVE; PostgreSQL, link_events is locked
"""
import json
import subprocess
import sqlite3
import sys
import time
import urllib.request

from bench_db import Db, is_postgres


def clicks(base):
    with urllib.request.urlopen(base + "/health", timeout=10) as res:
        return json.load(res)["data"]["clicks"]


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
        at, count, rates = time.time(), journaled(), []
        for n in range(1, (seconds + 9) // 10 + 1):
            time.sleep(max(0.0, at + 10 - time.time()))
            now, total = time.time(), journaled()
            rates.append((total - count) / (now - at))
            print(f"  slice {n}: {rates[-1]:,.0f} clicks/s", flush=True)
            at, count = now, total
        print(f"  lowest slice: {100 * min(rates) / rates[0]:.0f} % of the first", flush=True)
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
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
