#![allow(missing_docs)] // diesel generates one type per column

//! The sandbox store's tables, all named `sandbox_*` (kept in step with this crate's
//! `migrations/sqlite` and `migrations/postgres`; the product's schema holds none of them).

diesel::table! {
    /// Sandbox store: its shops.
    sandbox_shops (domain) {
        domain -> Text,
        name -> Text,
        email -> Text,
        currency -> Text,
        created_at -> Timestamp,
        iana_timezone -> Text,
    }
}

diesel::table! {
    /// Sandbox store: OAuth authorization codes (hashed, single use).
    sandbox_oauth_codes (code_hash) {
        code_hash -> Text,
        shop_domain -> Text,
        client_id -> Text,
        scopes -> Text,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Sandbox store: Admin API access tokens (hashed).
    sandbox_access_tokens (token_hash) {
        token_hash -> Text,
        shop_domain -> Text,
        client_id -> Text,
        scopes -> Text,
        created_at -> Timestamp,
        revoked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Sandbox store: products.
    sandbox_products (id) {
        id -> Text,
        shop_domain -> Text,
        number -> BigInt,
        handle -> Text,
        title -> Text,
        description -> Text,
        product_type -> Text,
        status -> Text,
        tags -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Sandbox store: product variants (one per size and colour).
    sandbox_variants (id) {
        id -> Text,
        product_id -> Text,
        position -> Integer,
        size -> Text,
        color -> Text,
        color_hex -> Text,
        sku -> Text,
        price_cents -> BigInt,
        inventory_quantity -> Integer,
    }
}

diesel::table! {
    /// Sandbox store: collections.
    sandbox_collections (id) {
        id -> Text,
        shop_domain -> Text,
        number -> BigInt,
        handle -> Text,
        title -> Text,
        description -> Text,
    }
}

diesel::table! {
    /// Sandbox store: which products are in which collections.
    sandbox_collection_products (collection_id, product_id) {
        collection_id -> Text,
        product_id -> Text,
    }
}

diesel::table! {
    /// Sandbox store: app subscriptions created through its Billing API.
    sandbox_app_subscriptions (id) {
        id -> Text,
        shop_domain -> Text,
        number -> BigInt,
        name -> Text,
        price_cents -> BigInt,
        currency -> Text,
        trial_days -> Integer,
        is_test -> Bool,
        status -> Text,
        return_url -> Text,
        confirm_token_hash -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        activated_at -> Nullable<Timestamp>,
        usage_capped_cents -> Nullable<BigInt>,
        usage_currency -> Nullable<Text>,
        usage_terms -> Nullable<Text>,
        usage_line_index -> Nullable<Integer>,
    }
}

diesel::table! {
    /// Sandbox store: usage records charged to a subscription's usage line.
    sandbox_app_usage_records (id) {
        id -> Text,
        shop_domain -> Text,
        subscription_number -> BigInt,
        line_index -> Integer,
        number -> BigInt,
        description -> Text,
        price_cents -> BigInt,
        currency -> Text,
        idempotency_key -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Sandbox store: webhook subscriptions made through the Admin API.
    sandbox_webhook_subscriptions (id) {
        id -> BigInt,
        shop_domain -> Text,
        topic -> Text,
        callback_url -> Text,
        format -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Sandbox store: discount codes (percentage in basis points or a fixed amount in cents).
    sandbox_discounts (id) {
        id -> Text,
        shop_domain -> Text,
        number -> BigInt,
        title -> Text,
        code -> Text,
        kind -> Text,
        value -> BigInt,
        starts_at -> Timestamp,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Sandbox store: checkouts created from cart permalinks; `order_id` once paid.
    sandbox_checkouts (token) {
        token -> Text,
        shop_domain -> Text,
        lines_json -> Text,
        discount_code -> Nullable<Text>,
        attributes_json -> Text,
        order_id -> Nullable<Text>,
        created_at -> Timestamp,
        landing_site -> Nullable<Text>,
    }
}

diesel::table! {
    /// Sandbox store: paid orders (`order_number` from 1001 per shop).
    sandbox_orders (id) {
        id -> Text,
        shop_domain -> Text,
        number -> BigInt,
        order_number -> Integer,
        email -> Text,
        currency -> Text,
        subtotal_cents -> BigInt,
        discount_cents -> BigInt,
        tax_cents -> BigInt,
        total_cents -> BigInt,
        refunded_cents -> BigInt,
        financial_status -> Text,
        discount_code -> Nullable<Text>,
        discount_kind -> Nullable<Text>,
        attributes_json -> Text,
        restocked -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        landing_site -> Nullable<Text>,
    }
}

diesel::table! {
    /// Sandbox store: an order's line items (titles and prices as sold).
    sandbox_order_lines (id) {
        id -> Text,
        order_id -> Text,
        number -> BigInt,
        product_id -> Text,
        variant_id -> Text,
        title -> Text,
        variant_title -> Text,
        sku -> Text,
        quantity -> Integer,
        price_cents -> BigInt,
    }
}

diesel::table! {
    /// Sandbox store: refunds of an order.
    sandbox_refunds (id) {
        id -> Text,
        order_id -> Text,
        number -> BigInt,
        amount_cents -> BigInt,
        lines_json -> Text,
        created_at -> Timestamp,
    }
}

diesel::joinable!(sandbox_variants -> sandbox_products (product_id));
diesel::joinable!(sandbox_order_lines -> sandbox_orders (order_id));
diesel::joinable!(sandbox_refunds -> sandbox_orders (order_id));

diesel::allow_tables_to_appear_in_same_query!(
    sandbox_shops,
    sandbox_oauth_codes,
    sandbox_access_tokens,
    sandbox_products,
    sandbox_variants,
    sandbox_collections,
    sandbox_collection_products,
    sandbox_app_subscriptions,
    sandbox_app_usage_records,
    sandbox_webhook_subscriptions,
    sandbox_discounts,
    sandbox_checkouts,
    sandbox_orders,
    sandbox_order_lines,
    sandbox_refunds,
);
