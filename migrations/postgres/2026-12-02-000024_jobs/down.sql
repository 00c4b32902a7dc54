DROP INDEX jobs_due;
DROP INDEX jobs_one_running;
DROP INDEX jobs_one_queued;
DROP TABLE jobs;
