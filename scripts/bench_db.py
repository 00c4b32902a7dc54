"""One way for the bench scripts to run SQL on the server's database, SQLite file or PostgreSQL URL
(through the `psql` client, so no driver needs installing). Values are passed as parameters and
quoted here; the bench only ever passes its own ids and numbers."""
import sqlite3
import subprocess


def is_postgres(target):
    return target.startswith("postgres://") or target.startswith("postgresql://")


def _literal(value):
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, (int, float)):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


class Db:
    def __init__(self, target):
        self.target = target
        self.pg = is_postgres(target)
        self.conn = None if self.pg else sqlite3.connect(target, timeout=60)

    def rows(self, sql, params=()):
        """Rows of a query, each a tuple of strings (PostgreSQL) or typed values (SQLite)."""
        if not self.pg:
            return self.conn.execute(sql, params).fetchall()
        parts = sql.split("?")
        assert len(parts) == len(params) + 1, sql
        text = parts[0] + "".join(_literal(p) + rest for p, rest in zip(params, parts[1:]))
        out = subprocess.run(["psql", "-qAtX", "-v", "ON_ERROR_STOP=1", "-F", "\t", self.target, "-c", text],
                             check=True, capture_output=True, text=True).stdout
        return [tuple(line.split("\t")) for line in out.splitlines() if line]

    def execute(self, sql, params=()):
        self.rows(sql, params)

    def script(self, sql):
        """Several statements at once (SQLite: executescript; PostgreSQL: psql -c)."""
        if self.pg:
            subprocess.run(["psql", "-qX", "-v", "ON_ERROR_STOP=1", self.target, "-c", sql], check=True,
                           capture_output=True)
        else:
            self.conn.executescript(sql)

    def commit(self):
        if self.conn is not None:
            self.conn.commit()
