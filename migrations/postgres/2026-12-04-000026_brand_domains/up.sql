-- Brand domains (docs/links.md#brand-domains): a host such as go.brand.com a merchant points at
-- us with a CNAME, proven theirs by a TXT record holding `token`. Several businesses may add the
-- same host, but only one can prove it: a host is verified for one business at most.
CREATE TABLE brand_domains (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    host TEXT NOT NULL,
    token TEXT NOT NULL,
    status TEXT NOT NULL,
    is_default BOOLEAN NOT NULL DEFAULT FALSE,
    problem TEXT,
    created_at TIMESTAMP NOT NULL,
    checked_at TIMESTAMP,
    verified_at TIMESTAMP,
    failing_since TIMESTAMP,
    PRIMARY KEY (business_id, host)
);
CREATE UNIQUE INDEX brand_domains_verified_host ON brand_domains (host) WHERE status = 'VERIFIED';
CREATE INDEX brand_domains_host ON brand_domains (host);

-- The brand domain a link's public address uses; a link without a row uses the public URL.
CREATE TABLE link_domains (
    link_id TEXT PRIMARY KEY NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    business_id TEXT NOT NULL,
    host TEXT NOT NULL,
    FOREIGN KEY (business_id, host) REFERENCES brand_domains (business_id, host) ON DELETE CASCADE
);
CREATE INDEX link_domains_domain ON link_domains (business_id, host);
