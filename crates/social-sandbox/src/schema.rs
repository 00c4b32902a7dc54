#![allow(missing_docs)] // diesel generates one type per column

//! The social sandbox's tables, all named `sandbox_social_*` (kept in step with this crate's
//! `migrations/sqlite` and `migrations/postgres`; the product's schema holds none of them).

diesel::table! {
    /// Social sandbox: accounts, one per (network, username), created on first consent.
    sandbox_social_accounts (id) {
        id -> Text,
        network -> Text,
        username -> Text,
        created_at -> Timestamp,
        shop -> Nullable<Text>,
    }
}

diesel::table! {
    /// Social sandbox: the generated posts of each account; position 1 is the newest.
    sandbox_social_posts (id) {
        id -> Text,
        account_id -> Text,
        network -> Text,
        position -> Integer,
        title -> Text,
        caption -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Social sandbox: OAuth authorization codes (hashed, single use, with their PKCE challenge).
    sandbox_social_codes (code_hash) {
        code_hash -> Text,
        network -> Text,
        account_id -> Text,
        redirect_uri -> Text,
        code_challenge -> Text,
        scope -> Text,
        expires_at -> Timestamp,
        used -> Bool,
    }
}

diesel::table! {
    /// Social sandbox: access and refresh tokens (hashed), with their expiry.
    sandbox_social_tokens (token_hash) {
        token_hash -> Text,
        kind -> Text,
        network -> Text,
        account_id -> Text,
        scope -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        revoked -> Bool,
    }
}

diesel::joinable!(sandbox_social_posts -> sandbox_social_accounts (account_id));
diesel::joinable!(sandbox_social_codes -> sandbox_social_accounts (account_id));
diesel::joinable!(sandbox_social_tokens -> sandbox_social_accounts (account_id));
diesel::allow_tables_to_appear_in_same_query!(
    sandbox_social_accounts,
    sandbox_social_posts,
    sandbox_social_codes,
    sandbox_social_tokens,
);
