#![allow(missing_docs)] // diesel generates one type per column

//! Table definitions shared by both backends (kept in step with `migrations/sqlite` and
//! `migrations/postgres`; the migration tests check both against this file by querying every
//! column).

diesel::table! {
    /// A merchant's shop account; every tenant-owned row points here.
    businesses (id) {
        id -> Text,
        name -> Text,
        currency -> Text,
        subscription_plan -> Text,
        trial_ends_at -> Timestamp,
        store_domain -> Nullable<Text>,
        product_vision_enabled -> Bool,
        created_at -> Timestamp,
        time_zone -> Text,
    }
}

diesel::table! {
    /// A merchant (admin) login.
    users (id) {
        id -> Text,
        business_id -> Text,
        username -> Text,
        email -> Text,
        name -> Text,
        password_hash -> Text,
        is_verified -> Bool,
        locale -> Nullable<Text>,
        sidebar_expanded -> Nullable<Bool>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// An influencer of a business, with the analytics permissions the merchant grants.
    influencers (id) {
        id -> Text,
        business_id -> Text,
        username -> Text,
        email -> Text,
        password_hash -> Nullable<Text>,
        profile_image_url -> Nullable<Text>,
        promocode -> Nullable<Text>,
        is_active -> Bool,
        perm_commission -> Bool,
        perm_clicks -> Bool,
        perm_revenue -> Bool,
        perm_sales -> Bool,
        perm_cr -> Bool,
        perm_aov -> Bool,
        perm_links -> Bool,
        created_at -> Timestamp,
        phone -> Nullable<Text>,
        commission_bp -> Integer,
        reduce_refunds -> Bool,
        reduce_vat -> Bool,
        net_revenue_ratio_bp -> Integer,
    }
}

diesel::table! {
    /// A signed-in session; only the SHA-256 of the token is stored.
    sessions (id) {
        id -> Text,
        token_hash -> Text,
        business_id -> Text,
        user_id -> Nullable<Text>,
        influencer_id -> Nullable<Text>,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    /// What the rate limits and the login lockout have counted, per limiter and hashed key, so
    /// that they hold across instances (docs/security.md#rate-limits-and-login-lockout).
    rate_limits (key) {
        key -> Text,
        clear_at_ms -> BigInt,
        last_failure_ms -> Nullable<BigInt>,
        expires_at_ms -> BigInt,
    }
}

diesel::table! {
    /// A business's saved theme for its public link pages (none: the initial theme).
    business_themes (business_id) {
        business_id -> Text,
        theme_json -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A business's settings and logo (no row: the defaults).
    business_settings (business_id) {
        business_id -> Text,
        settings_json -> Text,
        logo_url -> Nullable<Text>,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Auto-swap's record of replaced products.
    product_swaps (id) {
        id -> Text,
        business_id -> Text,
        link_id -> Text,
        link_title -> Text,
        from_product_id -> Text,
        from_title -> Text,
        to_product_id -> Text,
        to_title -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Log lines uploaded by the dashboard.
    client_logs (id) {
        id -> Text,
        business_id -> Nullable<Text>,
        user_id -> Nullable<Text>,
        store_id -> Nullable<Text>,
        cart_id -> Nullable<Text>,
        level -> Text,
        message -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Files people uploaded, for the per-business quota and the sweep of unreferenced files
    /// (docs/security.md#uploads-who-how-much-how-long).
    uploads (business_id, name) {
        business_id -> Text,
        name -> Text,
        bytes -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The magic store's uploaded media, their compression job and the files it made
    /// (docs/magic-store.md#the-server).
    magic_media (id) {
        id -> Text,
        business_id -> Text,
        upload_name -> Text,
        content_type -> Text,
        job_id -> Nullable<Text>,
        media_name -> Nullable<Text>,
        frame_names -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Brand domains: hosts a business points at us, their proof token and check state
    /// (docs/links.md#brand-domains).
    brand_domains (business_id, host) {
        business_id -> Text,
        host -> Text,
        token -> Text,
        status -> Text,
        is_default -> Bool,
        problem -> Nullable<Text>,
        created_at -> Timestamp,
        checked_at -> Nullable<Timestamp>,
        verified_at -> Nullable<Timestamp>,
        failing_since -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// The brand domain of a link's public address (none: the public URL).
    link_domains (link_id) {
        link_id -> Text,
        business_id -> Text,
        host -> Text,
    }
}

diesel::joinable!(users -> businesses (business_id));
diesel::joinable!(influencers -> businesses (business_id));
diesel::joinable!(sessions -> businesses (business_id));

diesel::table! {
    /// One-time tokens sent by email (verification, password reset); only hashes are stored.
    email_tokens (id) {
        id -> Text,
        purpose -> Text,
        token_hash -> Text,
        user_id -> Nullable<Text>,
        influencer_id -> Nullable<Text>,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Requests from the temporary sign-up landing page.
    signup_requests (id) {
        id -> Text,
        name -> Text,
        email -> Text,
        description -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The app installed on a shop; `business_id` is set once a Shoplinks account connects it.
    store_installations (id) {
        id -> Text,
        shop_domain -> Text,
        access_token_sealed -> Text,
        scopes -> Text,
        business_id -> Nullable<Text>,
        connect_token_hash -> Nullable<Text>,
        connect_token_expires_at -> Nullable<Timestamp>,
        installed_at -> Timestamp,
        uninstalled_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Single-use OAuth state nonces (hashed), with the shop they were issued for.
    oauth_states (id) {
        id -> Text,
        nonce_hash -> Text,
        shop_domain -> Text,
        business_id -> Nullable<Text>,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// A connected store's product, as last synced.
    products (id) {
        id -> Text,
        business_id -> Text,
        shopify_id -> Text,
        handle -> Text,
        title -> Text,
        description -> Text,
        product_type -> Text,
        status -> Text,
        tags -> Text,
        total_quantity -> Integer,
        image_url -> Nullable<Text>,
        url -> Text,
        min_price_cents -> BigInt,
        options_json -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A product's variant.
    variants (id) {
        id -> Text,
        product_id -> Text,
        shopify_id -> Text,
        title -> Text,
        sku -> Text,
        price_cents -> BigInt,
        inventory_quantity -> Integer,
        selected_options_json -> Text,
        image_url -> Nullable<Text>,
    }
}

diesel::table! {
    /// A connected store's collection.
    collections (id) {
        id -> Text,
        business_id -> Text,
        shopify_id -> Text,
        handle -> Text,
        title -> Text,
        description -> Text,
        image_url -> Nullable<Text>,
        products_count -> Integer,
    }
}

diesel::table! {
    /// Which products are in which collections.
    product_collections (product_id, collection_id) {
        product_id -> Text,
        collection_id -> Text,
    }
}

diesel::table! {
    /// The state of a business's catalog sync.
    catalog_syncs (business_id) {
        business_id -> Text,
        status -> Text,
        products_synced -> Integer,
        started_at -> Timestamp,
        finished_at -> Nullable<Timestamp>,
        error -> Nullable<Text>,
    }
}

diesel::joinable!(variants -> products (product_id));

diesel::table! {
    /// Received webhooks: `pending` until processed, `done`, or `deferred` (stored for a
    /// feature that has no handler yet, kept for replay).
    webhook_inbox (id) {
        id -> Text,
        webhook_id -> Text,
        topic -> Text,
        shop_domain -> Text,
        payload -> Text,
        status -> Text,
        attempts -> Integer,
        last_error -> Nullable<Text>,
        received_at -> Timestamp,
        processed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Subscriptions Shoplinks asked a store for, with the status the platform last reported.
    billing_subscriptions (id) {
        id -> Text,
        business_id -> Text,
        shop_domain -> Text,
        shopify_id -> Text,
        plan -> Text,
        status -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        usage_line_id -> Nullable<Text>,
        usage_cap_minor -> Nullable<BigInt>,
        usage_used_minor -> Nullable<BigInt>,
        period_end -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// The per-sale fee of a store order sold through a look: held, then charged on the store
    /// bill as a usage record, or waived, over the cap, or without a plan to charge.
    sale_fees (order_id) {
        order_id -> Text,
        business_id -> Text,
        link_id -> Text,
        order_name -> Text,
        plan -> Text,
        amount_minor -> BigInt,
        currency -> Text,
        state -> Text,
        placed_at -> Timestamp,
        due_at -> Timestamp,
        settled_at -> Nullable<Timestamp>,
        usage_record_id -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A business's AI preferences: store products or collections (`item_type` `product` or
    /// `collection`, `item_id` the store's id) to promote (`prefer`) or `exclude`.
    catalog_preferences (business_id, item_type, item_id) {
        business_id -> Text,
        item_type -> Text,
        item_id -> Text,
        preference -> Text,
        position -> Integer,
    }
}

diesel::table! {
    /// The product options map: how an option is shown (`COLOR` or `TEXT`).
    option_maps (business_id, option_name) {
        business_id -> Text,
        option_name -> Text,
        option_type -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// The product options map: a value's colour or text.
    option_map_values (business_id, option_name, option_value) {
        business_id -> Text,
        option_name -> Text,
        option_value -> Text,
        hex_value -> Nullable<Text>,
        text_value -> Nullable<Text>,
    }
}

diesel::table! {
    /// A connected store's order, as its webhooks last described it; money in minor units.
    orders (id) {
        id -> Text,
        business_id -> Text,
        shop_domain -> Text,
        shopify_id -> Text,
        name -> Text,
        number -> BigInt,
        email -> Nullable<Text>,
        customer_id -> Nullable<Text>,
        currency -> Text,
        financial_status -> Text,
        subtotal_minor -> BigInt,
        total_minor -> BigInt,
        tax_minor -> BigInt,
        discount_minor -> BigInt,
        refunded_minor -> BigInt,
        discount_codes -> Text,
        note_attributes -> Text,
        customer_redacted_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        landing_site -> Nullable<Text>,
        local_day -> Date,
    }
}

diesel::table! {
    /// An order's line item.
    order_lines (id) {
        id -> Text,
        order_id -> Text,
        shopify_id -> Text,
        product_shopify_id -> Nullable<Text>,
        variant_shopify_id -> Nullable<Text>,
        title -> Text,
        variant_title -> Nullable<Text>,
        sku -> Nullable<Text>,
        quantity -> Integer,
        price_minor -> BigInt,
    }
}

diesel::table! {
    /// A refund of an order (one row per store refund id).
    order_refunds (id) {
        id -> Text,
        business_id -> Text,
        order_id -> Text,
        shopify_id -> Text,
        amount_minor -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Privacy requests received from the store platform and what was done about them.
    compliance_requests (id) {
        id -> Text,
        business_id -> Text,
        shop_domain -> Text,
        topic -> Text,
        customer_email -> Nullable<Text>,
        report -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Links, shorts, multilinks and multilink experiences (one id space for public URLs).
    links (id) {
        id -> Text,
        business_id -> Text,
        kind -> Text,
        parent_id -> Nullable<Text>,
        position -> Integer,
        traffic_share -> Integer,
        device_option -> Text,
        url_type -> Text,
        description -> Text,
        images -> Text,
        promocode -> Nullable<Text>,
        influencer_id -> Nullable<Text>,
        utm_source -> Nullable<Text>,
        utm_medium -> Nullable<Text>,
        utm_campaign -> Nullable<Text>,
        utm_term -> Nullable<Text>,
        utm_content -> Nullable<Text>,
        shopping_redirect_url -> Nullable<Text>,
        created_by_user_id -> Nullable<Text>,
        created_by_influencer_id -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        closed_at -> Nullable<Timestamp>,
        store_disconnected_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Products of a link, in order, by store product id.
    link_products (link_id, position) {
        link_id -> Text,
        position -> Integer,
        product_shopify_id -> Text,
        selected_options -> Text,
    }
}

diesel::table! {
    /// Collections of a link, in order, by store collection id.
    link_collections (link_id, position) {
        link_id -> Text,
        position -> Integer,
        collection_shopify_id -> Text,
    }
}

diesel::table! {
    /// Shopper events (view, add to cart, checkout request) stored by the click importer.
    link_events (id) {
        id -> Text,
        business_id -> Text,
        link_id -> Text,
        root_link_id -> Text,
        kind -> Text,
        click_id -> Text,
        visitor_id -> Text,
        unique_view -> Bool,
        product_shopify_id -> Nullable<Text>,
        device -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// First sighting of a visitor on a link.
    link_visitors (link_id, visitor_id) {
        link_id -> Text,
        visitor_id -> Text,
        first_seen_at -> Timestamp,
    }
}

diesel::table! {
    /// Where the click importer is in each click journal (exactly-once import).
    click_journal (journal_id) {
        journal_id -> Text,
        next_offset -> BigInt,
        next_seq -> BigInt,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Daily event rollups per link.
    link_daily_stats (link_id, day) {
        link_id -> Text,
        day -> Date,
        business_id -> Text,
        views -> BigInt,
        unique_views -> BigInt,
        adds -> BigInt,
        checkout_requests -> BigInt,
    }
}

diesel::table! {
    /// Views and adds per product of a link.
    link_product_stats (link_id, product_shopify_id) {
        link_id -> Text,
        product_shopify_id -> Text,
        views -> BigInt,
        adds -> BigInt,
    }
}

diesel::table! {
    /// The link (and experience and influencer) a store order is attributed to.
    order_attributions (order_id) {
        order_id -> Text,
        business_id -> Text,
        link_id -> Nullable<Text>,
        root_link_id -> Nullable<Text>,
        influencer_id -> Nullable<Text>,
        click_id -> Nullable<Text>,
        method -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The analytics page's figures per business, day (in the business's time zone), channel
    /// (`look`, `short`, `multilink`, `organic`) and influencer (`''` for none): traffic from
    /// the click importer, sales from order ingestion.
    business_daily_stats (business_id, day, channel, influencer_id) {
        business_id -> Text,
        day -> Date,
        channel -> Text,
        influencer_id -> Text,
        views -> BigInt,
        visits -> BigInt,
        adds -> BigInt,
        checkout_requests -> BigInt,
        orders -> BigInt,
        revenue_minor -> BigInt,
        tax_minor -> BigInt,
        refunded_minor -> BigInt,
        calculated_minor -> BigInt,
        commission_minor -> BigInt,
    }
}

diesel::table! {
    /// Per business and product: attributed orders holding it, units, line revenue.
    product_sales_stats (business_id, product_shopify_id) {
        business_id -> Text,
        product_shopify_id -> Text,
        orders -> BigInt,
        units -> BigInt,
        revenue_minor -> BigInt,
    }
}

diesel::table! {
    /// Per pair of products (`a` < `b`): attributed orders holding both, visits adding both.
    product_pair_stats (business_id, product_a, product_b) {
        business_id -> Text,
        product_a -> Text,
        product_b -> Text,
        orders -> BigInt,
        co_adds -> BigInt,
    }
}

diesel::table! {
    /// Per triple of products (`a` < `b` < `c`): attributed orders holding all three.
    product_triple_stats (business_id, product_a, product_b, product_c) {
        business_id -> Text,
        product_a -> Text,
        product_b -> Text,
        product_c -> Text,
        orders -> BigInt,
    }
}

diesel::table! {
    /// OAuth 2 round trips to a social network under way (docs/shopboard.md#connecting).
    social_oauth_states (state_hash) {
        state_hash -> Text,
        session_id -> Text,
        business_id -> Text,
        network -> Text,
        pkce_verifier_sealed -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A business's connected social account, tokens sealed.
    social_connections (business_id, network) {
        business_id -> Text,
        network -> Text,
        account_id -> Text,
        username -> Text,
        access_token_sealed -> Text,
        refresh_token_sealed -> Nullable<Text>,
        expires_at -> Nullable<Timestamp>,
        posts_count -> Integer,
        sync_error -> Nullable<Text>,
        connected_at -> Timestamp,
        synced_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Posts imported from a connected social account, with their tags and visibility.
    social_posts (id) {
        id -> Text,
        business_id -> Text,
        network -> Text,
        external_id -> Text,
        source_url -> Text,
        image_url -> Text,
        caption -> Text,
        permalink -> Text,
        media_type -> Text,
        posted_at -> Timestamp,
        visible -> Bool,
        product_ids_json -> Text,
        selected_options_json -> Text,
        auto_tagged_json -> Text,
        tagged_by -> Nullable<Text>,
        updated_at -> Timestamp,
        link_id -> Nullable<Text>,
        image_width -> Integer,
        image_height -> Integer,
    }
}

diesel::table! {
    /// The visual index: one row per catalog product image, with its signature once described
    /// (docs/shopboard.md#visual-tagging).
    product_visuals (business_id, product_id, image_url) {
        business_id -> Text,
        product_id -> Text,
        image_url -> Text,
        version -> Integer,
        signature -> Nullable<Binary>,
        error -> Nullable<Text>,
        updated_at -> Timestamp,
    }
}

diesel::joinable!(order_lines -> orders (order_id));
diesel::joinable!(link_products -> links (link_id));
diesel::joinable!(link_collections -> links (link_id));
diesel::joinable!(order_attributions -> orders (order_id));
diesel::joinable!(order_refunds -> orders (order_id));

diesel::table! {
    /// The durable job queue (features::jobs): one row per piece of background work.
    jobs (id) {
        id -> Text,
        kind -> Text,
        job_key -> Text,
        payload -> Text,
        progress -> Nullable<Text>,
        state -> Text,
        attempts -> Integer,
        max_attempts -> Integer,
        run_at -> Timestamp,
        lease_until -> Nullable<Timestamp>,
        worker -> Nullable<Text>,
        last_error -> Nullable<Text>,
        created_at -> Timestamp,
        finished_at -> Nullable<Timestamp>,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    businesses,
    users,
    influencers,
    sessions,
    rate_limits,
    email_tokens,
    signup_requests,
    store_installations,
    oauth_states,
    products,
    variants,
    collections,
    product_collections,
    catalog_syncs,
    webhook_inbox,
    billing_subscriptions,
    catalog_preferences,
    option_maps,
    option_map_values,
    orders,
    order_lines,
    order_refunds,
    compliance_requests,
    links,
    link_products,
    link_collections,
    link_events,
    link_visitors,
    click_journal,
    link_daily_stats,
    link_product_stats,
    order_attributions,
    business_themes,
    business_settings,
    product_swaps,
    client_logs,
    uploads,
    magic_media,
    brand_domains,
    link_domains,
    sale_fees,
    business_daily_stats,
    product_sales_stats,
    product_pair_stats,
    product_triple_stats,
    social_oauth_states,
    social_connections,
    social_posts,
    product_visuals,
    jobs,
);
