-- The durable job queue (docs/architecture.md#background-work): every piece of background work
-- is a row, so it survives a restart and runs once however many instances share the database.
-- `job_key` de-duplicates: at most one job of a key waits and one runs (a job without a key of
-- its own takes its id). A running job holds a lease its worker renews; once the lease runs out
-- (the instance died) another instance takes the job over, from the `progress` the job saved.
CREATE TABLE jobs (
    id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL,
    job_key TEXT NOT NULL,
    payload TEXT NOT NULL,
    progress TEXT,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    run_at TIMESTAMP NOT NULL,
    lease_until TIMESTAMP,
    worker TEXT,
    last_error TEXT,
    created_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP
);
CREATE UNIQUE INDEX jobs_one_queued ON jobs (job_key) WHERE state = 'queued';
CREATE UNIQUE INDEX jobs_one_running ON jobs (job_key) WHERE state = 'running';
CREATE INDEX jobs_due ON jobs (state, run_at);
