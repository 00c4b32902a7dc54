//! Brand domains end to end (docs/links.md#brand-domains), against a DNS server the test runs:
//! a Business merchant adds `go.example-brand.test`, sees the records to create, and the domain
//! verifies once the test's DNS server serves them; a short made after that has its address on
//! the domain, answers 302 there, counts its click and credits its sale, while the old address
//! keeps working; the host serves nothing else (the API, the dashboard, another merchant's
//! links); the `ask` endpoint answers for it only. Plans without brand domains are refused and a
//! downgrade parks the domain; a verified domain whose records go is flagged, not dropped; one
//! that never verifies is given up; influencers see none of it.

use std::net::{Ipv4Addr, SocketAddr};

use diesel::prelude::*;
use serde_json::{json, Value};
use shoplinks::db::schema::{brand_domains, businesses};
use shoplinks::features::domains::{APEX, IN_USE, UPGRADE};

use crate::analytics_helpers::{attribution_of, business_of, get_as, influencer_token, wait_for_order};
use crate::dns_server::TestDns;
use crate::helpers::{spawn_app_with, AppOptions, TestApp};
use crate::link_helpers::create;
use crate::public_helpers::{merchant, products_in_stock, settled_events, Merchant, PHONE};
use crate::store_helpers::{in_stock_variants, location};

const HOST: &str = "go.example-brand.test";
const TARGET: &str = "edge.shoplinks.test";
const DOMAINS: &str = "/api/admin/v1/domains";

async fn app_with(dns: &TestDns) -> TestApp {
    spawn_app_with(AppOptions {
        settings: vec![("domains.resolver", dns.addr.to_string()), ("domains.target", TARGET.to_owned())],
        ..Default::default()
    })
    .await
}

fn set_plan(app: &TestApp, business: &str, plan: &str) {
    let mut conn = app.state.db.get().expect("conn");
    diesel::update(businesses::table.find(business))
        .set(businesses::subscription_plan.eq(plan))
        .execute(&mut *conn)
        .expect("plan");
}

async fn post(app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    let res = app.post_json(path, &body).await;
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

async fn page(app: &TestApp) -> Value {
    let res = app.get_json(DOMAINS).await;
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.expect("json")["data"].clone()
}

/// A shopper's client that reaches `host` at the app's own address, as `curl --resolve` does.
fn brand_client(app: &TestApp, host: &str) -> reqwest::Client {
    let addr: SocketAddr = app.address.trim_start_matches("http://").parse().expect("app address");
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .user_agent(PHONE)
        .resolve(host, addr)
        .build()
        .expect("client")
}

fn brand_url(app: &TestApp, host: &str, path: &str) -> String {
    let port = app.address.rsplit(':').next().expect("port");
    format!("http://{host}:{port}{path}")
}

async fn ask(app: &TestApp, domain: &str) -> u16 {
    app.get(&format!("/api/tls/ask?domain={domain}")).await.status().as_u16()
}

/// Adds `HOST` for the signed-in merchant and serves its records: verified.
async fn verified(app: &TestApp, dns: &TestDns) -> Value {
    let (status, body) = post(app, DOMAINS, json!({"domain": HOST})).await;
    assert_eq!(status, 200, "{body}");
    let domain = body["data"]["domains"][0].clone();
    let txt = domain["records"][1]["value"].as_str().expect("txt").to_owned();
    dns.txt(&format!("_shoplinks.{HOST}"), &txt);
    dns.cname(HOST, TARGET);
    let (status, body) = post(app, &format!("{DOMAINS}/verify"), json!({"domain": HOST})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["domains"][0]["status"], "VERIFIED", "{body}");
    body["data"]["domains"][0].clone()
}

#[tokio::test]
async fn a_verified_brand_domain_serves_the_merchants_shorts_counts_their_clicks_and_credits_their_sales() {
    let dns = TestDns::start().await;
    let app = app_with(&dns).await;
    let m: Merchant = merchant(&app, "brander").await;

    // A free plan is told what has brand domains, and nothing is written.
    let (status, body) = post(&app, DOMAINS, json!({"domain": HOST})).await;
    assert_eq!((status, body["error"]["message"].as_str()), (403, Some(UPGRADE)));
    assert_eq!(page(&app).await["allowed"], false);
    set_plan(&app, &m.business_id, "BUSINESS");

    let (status, body) = post(&app, DOMAINS, json!({"domain": "example-brand.test"})).await;
    assert_eq!((status, body["error"]["message"].as_str()), (422, Some(APEX)), "{body}");

    // Added: the records to create, and the first check says what is missing.
    let (status, body) = post(&app, DOMAINS, json!({"domain": format!("https://{}/", HOST.to_uppercase())})).await;
    assert_eq!(status, 200, "{body}");
    let domain = &body["data"]["domains"][0];
    assert_eq!(domain["domain"], HOST);
    assert_eq!(domain["status"], "PENDING");
    assert_eq!(domain["active"], false);
    assert_eq!(domain["records"][0], json!({"kind": "CNAME", "name": HOST, "value": TARGET}));
    assert_eq!(domain["records"][1]["name"], format!("_shoplinks.{HOST}"));
    let txt = domain["records"][1]["value"].as_str().expect("txt").to_owned();
    assert!(txt.starts_with("shoplinks-verification="), "{txt}");
    assert_eq!(domain["problem"], format!("No TXT record was found at _shoplinks.{HOST}."));
    assert_eq!(ask(&app, HOST).await, 404, "not verified: no certificate");
    let early = brand_client(&app, HOST).get(brand_url(&app, HOST, "/admin/home")).send().await.expect("early");
    assert_eq!(early.status(), 404, "an added domain never shows the dashboard, verified or not");

    // The TXT record alone proves ownership but does not point the domain here.
    dns.txt(&format!("_shoplinks.{HOST}"), "google-site-verification=abc");
    dns.txt(&format!("_shoplinks.{HOST}"), &txt);
    let (_, body) = post(&app, &format!("{DOMAINS}/verify"), json!({"domain": HOST})).await;
    assert_eq!(body["data"]["domains"][0]["status"], "PENDING");
    assert_eq!(
        body["data"]["domains"][0]["problem"],
        format!("{HOST} does not point to {TARGET}: add the CNAME record.")
    );
    dns.cname(HOST, TARGET);
    let (_, body) = post(&app, &format!("{DOMAINS}/verify"), json!({"domain": HOST})).await;
    let domain = &body["data"]["domains"][0];
    assert_eq!(domain["status"], "VERIFIED", "{body}");
    assert_eq!(domain["active"], true);
    assert_eq!(domain["problem"], Value::Null);
    assert_eq!(ask(&app, HOST).await, 200);
    assert_eq!(ask(&app, "other.example-brand.test").await, 404);
    // What a host is, is kept for a moment: the early 404 above is forgotten by then.
    tokio::time::sleep(shoplinks::features::public::BRAND_HOST_TTL).await;
    let (status, body) = post(&app, &format!("{DOMAINS}/default"), json!({"domain": HOST})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["domains"][0]["is_default"], true);

    // A short made now lives on the domain.
    let product = &products_in_stock(&app, &m, 1)[0];
    let (status, short) =
        create(&app, &json!({"link_type": "SHORT", "inventory_ids": [product.shopify_id], "description": "Tee"})).await;
    assert_eq!(status, 200, "{short}");
    let id = short["data"]["link_id"].as_str().expect("id").to_owned();
    assert_eq!(short["data"]["public_url"], format!("http://{HOST}/{id}"));

    // The shopboard's feed is addressed on the default domain as well, and served there.
    crate::shopboard::connected(&app, "instagram", "Instagram", "brander.shop").await;
    assert_eq!(crate::shopboard::status(&app).await["shopboard_url"], format!("http://{HOST}/shopboard"));
    let feed = brand_client(&app, HOST).get(brand_url(&app, HOST, "/shopboard")).send().await.expect("feed");
    assert_eq!(feed.status(), 200, "the feed on the brand domain");

    // A shopper follows it on the brand domain: 302 to the product, the click counted, the sale
    // credited to the short.
    let shopper = brand_client(&app, HOST);
    let res = shopper.get(brand_url(&app, HOST, &format!("/{id}"))).send().await.expect("brand short");
    assert_eq!(res.status(), 302);
    let landing = location(&res);
    assert!(landing.contains("/products/") && landing.contains("shoplinks_click="), "{landing}");
    assert_eq!(settled_events(&app, &id, "VIEW", 1).await, 1);
    let click = landing.split("shoplinks_click=").nth(1).expect("click id").to_owned();
    let variant = in_stock_variants(&app, &m.shop, 1, 1)[0].0;
    let number = crate::analytics_helpers::sandbox_order(&app, &m.shop, &[(variant, 1)], None, Some(&click)).await;
    let (order, _) = wait_for_order(&app, &m.business_id, number).await;
    let mut credited = None;
    for _ in 0..50 {
        credited = attribution_of(&app, &order);
        if credited.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(credited.map(|(link, root, _, _)| (link, root)), Some((id.clone(), id.clone())));

    // The old address keeps working.
    let res = shopper.get(format!("{}/brander/{id}", app.address)).send().await.expect("old address");
    assert_eq!(res.status(), 302);

    // Nothing else on that host: not the API, not the dashboard, not another merchant's link.
    for path in
        ["/api/admin/v1/domains", "/api/tls/ask?domain=go.example-brand.test", "/admin/home", "/login", "/", "/health"]
    {
        let res = shopper.get(brand_url(&app, HOST, path)).send().await.expect("other path");
        assert_eq!(res.status(), 404, "{path}");
    }
    let rival = merchant(&app, "rival").await;
    let their_product = &products_in_stock(&app, &rival, 1)[0];
    let (_, theirs) = create(
        &app,
        &json!({"link_type": "SHORT", "inventory_ids": [their_product.shopify_id], "description": "Theirs"}),
    )
    .await;
    let theirs = theirs["data"]["link_id"].as_str().expect("id").to_owned();
    let res = shopper.get(brand_url(&app, HOST, &format!("/{theirs}"))).send().await.expect("their short");
    assert_eq!(res.status(), 404, "another merchant's link on this host");
    let res = shopper.get(brand_url(&app, HOST, &format!("/rival/{theirs}"))).send().await.expect("their path");
    assert_eq!(res.status(), 404);
    // Nor can another account take the host.
    set_plan(&app, &rival.business_id, "PRO");
    let (status, body) = post(&app, DOMAINS, json!({"domain": HOST})).await;
    assert_eq!((status, body["error"]["message"].as_str()), (422, Some(IN_USE)), "{body}");
}

/// A client signed in as `username` with its own session, for requests sent side by side.
async fn session_of(app: &TestApp, username: &str) -> reqwest::Client {
    let client = reqwest::Client::builder().cookie_store(true).build().expect("client");
    let res = client
        .post(format!("{}/api/auth/login", app.address))
        .json(&json!({"username": username, "password": "secret1"}))
        .send()
        .await
        .expect("login");
    assert_eq!(res.status(), 200, "login");
    client
}

/// `client` posts `body` to `path`; the status and the body.
async fn post_with(app: &TestApp, client: &reqwest::Client, path: &str, body: Value) -> (u16, Value) {
    let res = client.post(format!("{}{path}", app.address)).json(&body).send().await.expect("request");
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn two_accounts_proving_one_host_at_the_same_moment_leave_it_to_one() {
    let dns = TestDns::start().await;
    let app = app_with(&dns).await;
    let mut clients = Vec::new();
    for name in ["racer1", "racer2"] {
        app.verified_merchant(name, "secret1").await;
        set_plan(&app, &business_of(&app, name), "BUSINESS");
        let client = session_of(&app, name).await;
        let (status, body) = post_with(&app, &client, DOMAINS, json!({"domain": HOST})).await;
        assert_eq!(status, 200, "{body}");
        // Both accounts' proofs are in place, so both checks pass the DNS part.
        dns.txt(
            &format!("_shoplinks.{HOST}"),
            body["data"]["domains"][0]["records"][1]["value"].as_str().expect("txt"),
        );
        clients.push(client);
    }
    dns.cname(HOST, TARGET);
    let verify = format!("{DOMAINS}/verify");
    let (first, second) = tokio::join!(
        post_with(&app, &clients[0], &verify, json!({"domain": HOST})),
        post_with(&app, &clients[1], &verify, json!({"domain": HOST})),
    );
    let mut outcomes = Vec::new();
    for (status, body) in [first, second] {
        assert_eq!(status, 200, "each check is answered, whoever wins: {body}");
        let domain = &body["data"]["domains"][0];
        outcomes
            .push((domain["status"].as_str().map(str::to_owned), domain["problem_code"].as_str().map(str::to_owned)));
    }
    outcomes.sort();
    assert_eq!(
        outcomes,
        vec![(Some("PENDING".to_owned()), Some("IN_USE".to_owned())), (Some("VERIFIED".to_owned()), None)],
        "one account gets the host, the other is told it is in use"
    );
}

#[tokio::test]
async fn a_downgrade_parks_the_domain_a_broken_one_is_flagged_and_one_never_set_up_is_given_up() {
    let dns = TestDns::start().await;
    let app = app_with(&dns).await;
    let m = merchant(&app, "parker").await;
    set_plan(&app, &m.business_id, "PRO");
    verified(&app, &dns).await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let (_, short) = create(&app, &json!({"link_type": "SHORT", "inventory_ids": [product.shopify_id]})).await;
    let id = short["data"]["link_id"].as_str().expect("id").to_owned();
    assert_eq!(short["data"]["public_url"], format!("{}/parker/{id}", app.address), "no default: the public URL");
    let (status, moved) = post(&app, &format!("/api/admin/v1/links/{id}/domain"), json!({"domain": HOST})).await;
    assert_eq!(status, 200, "{moved}");
    assert_eq!(moved["data"]["public_url"], format!("http://{HOST}/{id}"));
    let shopper = brand_client(&app, HOST);
    let on_brand = || shopper.get(brand_url(&app, HOST, &format!("/{id}"))).send();
    assert_eq!(on_brand().await.expect("brand").status(), 302);

    // The records go: still verified and serving, flagged with what the check found.
    dns.forget(HOST);
    let (_, body) = post(&app, &format!("{DOMAINS}/verify"), json!({"domain": HOST})).await;
    let domain = &body["data"]["domains"][0];
    assert_eq!(domain["status"], "VERIFIED");
    assert!(domain["failing_since"].is_string(), "{domain}");
    assert_eq!(domain["problem"], format!("{HOST} does not point to {TARGET}: add the CNAME record."));
    assert_eq!(on_brand().await.expect("brand").status(), 302);
    // Pointed back with an address record sharing our host's address (what a provider that
    // flattens CNAMEs serves): passing again.
    dns.a(HOST, Ipv4Addr::new(192, 0, 2, 7));
    dns.a(TARGET, Ipv4Addr::new(192, 0, 2, 7));
    let (_, body) = post(&app, &format!("{DOMAINS}/verify"), json!({"domain": HOST})).await;
    assert_eq!(body["data"]["domains"][0]["failing_since"], Value::Null, "{body}");
    assert_eq!(body["data"]["domains"][0]["problem_code"], Value::Null);

    // A downgrade: links back on the public URL, the host serves nothing, the domain is kept.
    set_plan(&app, &m.business_id, "STARTER");
    let link: Value = app.get_json(&format!("/api/admin/v1/links/{id}")).await.json().await.expect("json");
    assert_eq!(link["data"]["public_url"], format!("{}/parker/{id}", app.address));
    tokio::time::sleep(shoplinks::features::public::BRAND_HOST_TTL).await;
    assert_eq!(on_brand().await.expect("brand").status(), 404);
    assert_eq!(ask(&app, HOST).await, 404);
    let parked = page(&app).await;
    assert_eq!((parked["allowed"].clone(), parked["domains"][0]["active"].clone()), (json!(false), json!(false)));
    assert_eq!(parked["domains"][0]["status"], "VERIFIED");
    // And back.
    set_plan(&app, &m.business_id, "BUSINESS");
    tokio::time::sleep(shoplinks::features::public::BRAND_HOST_TTL).await;
    assert_eq!(on_brand().await.expect("brand").status(), 302);

    // A domain never set up: checked in the background, given up after the allowed time.
    let (status, _) = post(&app, DOMAINS, json!({"domain": "shop.never-set-up.test"})).await;
    assert_eq!(status, 200);
    {
        let mut conn = app.state.db.get().expect("conn");
        diesel::update(brand_domains::table.filter(brand_domains::host.eq("shop.never-set-up.test")))
            .set(brand_domains::created_at.eq(chrono::Utc::now().naive_utc() - chrono::Duration::hours(73)))
            .execute(&mut *conn)
            .expect("age");
    }
    shoplinks::features::domains::recheck(&app.state).await.expect("recheck");
    let after = page(&app).await;
    let given_up =
        after["domains"].as_array().expect("list").iter().find(|d| d["domain"] == "shop.never-set-up.test").cloned();
    assert_eq!(given_up.expect("kept")["status"], "FAILED");

    // Influencers see no domains and move no links.
    let influencer = app.insert_influencer("parker", "ivy", "inflpass1");
    assert!(!influencer.is_empty());
    let token = influencer_token(&app, "parker", "ivy", "inflpass1").await;
    let (status, _) = get_as(&app, &token, DOMAINS).await;
    assert_eq!(status, 403);
    let res = reqwest::Client::new()
        .post(format!("{}/api/admin/v1/links/{id}/domain", app.address))
        .bearer_auth(&token)
        .json(&json!({"domain": null}))
        .send()
        .await
        .expect("move");
    assert_eq!(res.status(), 403);

    // Removed: its links go back to the public URL.
    let (status, body) = post(&app, &format!("{DOMAINS}/remove"), json!({"domain": HOST})).await;
    assert_eq!(status, 200, "{body}");
    let link: Value = app.get_json(&format!("/api/admin/v1/links/{id}")).await.json().await.expect("json");
    assert_eq!(link["data"]["public_url"], format!("{}/parker/{id}", app.address));
}

/// A free loopback port (bound, read, released for Caddy to take).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port()
}

/// Caddy with docs/deploy.md#brand-domains' configuration in front of `app`: certificates on
/// demand (from Caddy's own authority here, from Let's Encrypt in production) for the names
/// the `ask` endpoint approves. Stopped when dropped.
async fn caddy_before(app: &TestApp, dir: &std::path::Path) -> (tokio::process::Child, u16) {
    let app_port = app.address.rsplit(':').next().expect("port").to_owned();
    let (http, https) = (free_port(), free_port());
    let caddyfile = format!(
        "{{\n\tadmin off\n\tskip_install_trust\n\thttp_port {http}\n\thttps_port {https}\n\
         \ton_demand_tls {{\n\t\task http://127.0.0.1:{app_port}/api/tls/ask\n\t}}\n}}\n\n\
         https:// {{\n\ttls internal {{\n\t\ton_demand\n\t}}\n\treverse_proxy 127.0.0.1:{app_port}\n}}\n"
    );
    let file = dir.join("Caddyfile");
    std::fs::write(&file, caddyfile).expect("Caddyfile");
    let child = tokio::process::Command::new("caddy")
        .args(["run", "--adapter", "caddyfile", "--config"])
        .arg(&file)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("caddy (scripts/setup installs it)");
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", https)).await.is_ok() {
            return (child, https);
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("caddy did not listen on {https} within 10 s");
}

#[tokio::test]
async fn behind_caddy_a_verified_domain_gets_a_certificate_on_demand_and_others_get_none() {
    let dns = TestDns::start().await;
    let app = app_with(&dns).await;
    let m = merchant(&app, "secure").await;
    set_plan(&app, &m.business_id, "BUSINESS");
    verified(&app, &dns).await;
    let product = &products_in_stock(&app, &m, 1)[0];
    let (_, short) = create(&app, &json!({"link_type": "SHORT", "inventory_ids": [product.shopify_id]})).await;
    let id = short["data"]["link_id"].as_str().expect("id").to_owned();
    let dir = std::env::temp_dir().join(format!("shoplinks-caddy-{}", shoplinks::ids::new_ordered_id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let (caddy, https) = caddy_before(&app, &dir).await;

    let client = |host: &str| {
        reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .danger_accept_invalid_certs(true)
            .resolve(host, SocketAddr::from(([127, 0, 0, 1], https)))
            .build()
            .expect("client")
    };
    let res = client(HOST).get(format!("https://{HOST}:{https}/{id}")).send().await.expect("through caddy");
    assert_eq!(res.status(), 302);
    assert!(location(&res).contains("/products/"));
    let res = client(HOST).get(format!("https://{HOST}:{https}/admin/home")).send().await.expect("through caddy");
    assert_eq!(res.status(), 404);
    let other = "not-ours.example-brand.test";
    let refused = client(other).get(format!("https://{other}:{https}/{id}")).send().await;
    assert!(refused.is_err(), "no certificate for a name the ask endpoint refuses: {refused:?}");
    drop(caddy);
    let _ = std::fs::remove_dir_all(&dir);
}
