DROP INDEX link_domains_domain;
DROP TABLE link_domains;
DROP INDEX brand_domains_host;
DROP INDEX brand_domains_verified_host;
DROP TABLE brand_domains;
