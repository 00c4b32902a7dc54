DROP TABLE sandbox_social_tokens;
DROP TABLE sandbox_social_codes;
DROP TABLE sandbox_social_posts;
DROP TABLE sandbox_social_accounts;
