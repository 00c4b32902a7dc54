DROP INDEX magic_media_created;
DROP INDEX magic_media_job;
DROP INDEX magic_media_upload;
DROP TABLE magic_media;
