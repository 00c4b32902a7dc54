DROP INDEX uploads_recent;
DROP TABLE uploads;
