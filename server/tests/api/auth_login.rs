//! Merchant and influencer login, the session details call, logout, and login protection.

use serde_json::json;

use crate::helpers::spawn_app;

#[tokio::test]
async fn login_returns_a_token_sets_the_cookie_and_verify_returns_the_full_user() {
    let app = spawn_app().await;
    app.verified_merchant("maya", "secret1").await;
    let res = app.login("maya", "secret1").await;
    assert_eq!(res.status(), 200);
    let cookie = res.headers()["set-cookie"].to_str().expect("ascii").to_owned();
    assert!(cookie.contains("shoplinks_session=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
    let body: serde_json::Value = res.json().await.expect("json");
    assert!(body["data"]["token"].as_str().is_some_and(|t| t.len() >= 40));

    let res = app.post_same_origin("/api/auth/verify", &json!({})).await;
    assert_eq!(res.status(), 200);
    let user = &res.json::<serde_json::Value>().await.expect("json")["data"]["user"];
    for key in [
        "name",
        "username",
        "influencerUsername",
        "influencerImageUrl",
        "email",
        "businessId",
        "businessName",
        "businessLogo",
        "businessCurrency",
        "subscriptionPlan",
        "freeTrialDaysLeft",
        "domain",
        "availableDomains",
        "isAdmin",
        "isVerified",
        "isAuthenticated",
        "promocode",
        "brand",
        "sidebarExpanded",
        "shippingAndReturnsUrl",
        "utmParams",
        "permissions",
    ] {
        assert!(user.get(key).is_some(), "user details lack {key}");
    }
    assert_eq!(user["username"], "maya");
    assert_eq!(user["businessCurrency"], "USD");
    assert_eq!(user["subscriptionPlan"], "FREE");
    assert_eq!(user["freeTrialDaysLeft"], 30);
    assert_eq!(user["isAdmin"], true);
    for key in ["source", "medium", "campaign", "term", "content"] {
        assert!(user["utmParams"].get(key).is_some(), "utmParams.{key}");
    }
    for key in [
        "commissionEnabled",
        "clicksEnabled",
        "revenueEnabled",
        "salesEnabled",
        "crEnabled",
        "aovEnabled",
        "isActiveInfluencer",
    ] {
        assert!(user["permissions"].get(key).is_some(), "permissions.{key}");
    }
}

#[tokio::test]
async fn wrong_password_and_unknown_user_get_identical_answers() {
    let app = spawn_app().await;
    app.verified_merchant("noa", "secret1").await;
    let wrong = app.login("noa", "wrong-pass1").await;
    let unknown = app.login("nobody-here", "wrong-pass1").await;
    assert_eq!(wrong.status(), 401);
    assert_eq!(unknown.status(), 401);
    let (a, b) = (wrong.text().await.expect("body"), unknown.text().await.expect("body"));
    assert_eq!(a, b);
    assert!(a.contains("Incorrect username or password"));
}

#[tokio::test]
async fn the_sixth_failed_login_within_a_minute_for_one_account_gets_429() {
    let app = spawn_app().await;
    app.verified_merchant("limited", "secret1").await;
    for attempt in 1..=5 {
        assert_eq!(app.login("limited", "wrong-pass1").await.status(), 401, "attempt {attempt}");
    }
    let sixth = app.login("limited", "secret1").await;
    assert_eq!(sixth.status(), 429);
    assert!(sixth.headers().get("retry-after").is_some());
    let body: serde_json::Value = sixth.json().await.expect("json");
    assert_eq!(body["error"]["code"], "rate_limited");
    let spoofed = app
        .client
        .post(format!("{}/api/auth/login", app.address))
        .header("X-Forwarded-For", "203.0.113.7")
        .json(&json!({"username": "limited", "password": "secret1"}))
        .send()
        .await
        .expect("request");
    assert_eq!(spoofed.status(), 429, "a spoofed X-Forwarded-For does not reset the limit");
}

#[tokio::test]
async fn logout_ends_the_session_server_side() {
    let app = spawn_app().await;
    app.verified_merchant("leah", "secret1").await;
    let token = app.login("leah", "secret1").await.json::<serde_json::Value>().await.expect("json")["data"]["token"]
        .as_str()
        .expect("token")
        .to_owned();
    let bare = reqwest::Client::new();
    let verify = |t: String| {
        let bare = bare.clone();
        let url = format!("{}/api/auth/verify", app.address);
        async move { bare.post(url).bearer_auth(t).send().await.expect("request").status().as_u16() }
    };
    assert_eq!(verify(token.clone()).await, 200);
    let out = bare.post(format!("{}/api/auth/logout", app.address)).bearer_auth(&token).send().await.expect("request");
    assert_eq!(out.status(), 200);
    assert_eq!(verify(token).await, 401, "a logged-out token is refused on the next request");
}

#[tokio::test]
async fn an_influencer_logs_in_against_its_merchant_only() {
    let app = spawn_app().await;
    app.verified_merchant("brand-a", "secret1").await;
    app.verified_merchant("brand-b", "secret1").await;
    app.insert_influencer("brand-a", "creator", "inflpass1");
    let login = |admin: &'static str, user: &'static str, pw: &'static str| {
        let app = &app;
        async move {
            app.post_json(
                "/api/admin/v1/influencers/login",
                &json!({"admin_username": admin, "username": user, "password": pw}),
            )
            .await
        }
    };
    let ok = login("brand-a", "creator", "inflpass1").await;
    assert_eq!(ok.status(), 200);
    let other = login("brand-b", "creator", "inflpass1").await;
    assert_eq!(other.status(), 401);
    let wrong = login("brand-a", "creator", "nope-pass1").await;
    assert_eq!(wrong.status(), 401);
    assert_eq!(other.text().await.expect("body"), wrong.text().await.expect("body"));

    let res = app.post_same_origin("/api/auth/verify", &json!({})).await;
    let user = &res.json::<serde_json::Value>().await.expect("json")["data"]["user"];
    assert_eq!(user["isAdmin"], false);
    assert_eq!(user["username"], "brand-a");
    assert_eq!(user["influencerUsername"], "creator");
    assert_eq!(user["permissions"]["clicksEnabled"], true);
    assert_eq!(user["permissions"]["revenueEnabled"], false);
}

#[tokio::test]
async fn a_cross_site_post_with_the_session_cookie_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    app.verified_merchant("victim", "secret1").await;
    app.login("victim", "secret1").await;
    for (header, value) in [("Sec-Fetch-Site", "cross-site"), ("Origin", "https://evil.example")] {
        let res = app
            .client
            .post(format!("{}/api/auth/account/delete", app.address))
            .header(header, value)
            .json(&json!({"confirmation": "victim"}))
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 403, "{header}");
        let body: serde_json::Value = res.json().await.expect("json");
        assert_eq!(body["error"]["code"], "cross_site_request");
    }
    let still = app.post_same_origin("/api/auth/verify", &json!({})).await;
    assert_eq!(still.status(), 200, "the account and session are untouched");
}
