//! End-to-end tests of the mounted routes against a real database: the OAuth flow (consent,
//! code, PKCE, token exchange, refresh rotation), each network's posts API and its paging, and
//! the public pictures and post pages.

use actix_http::Request;
use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::header::{self, HeaderMap};
use actix_web::http::StatusCode;
use actix_web::test::{self, TestRequest};
use actix_web::web::{self, Bytes};
use actix_web::App;
use base64::Engine;
use chrono::Duration;
use diesel::prelude::*;
use serde_json::{json, Value};

use crate::network::Network;
use crate::pkce;
use crate::schema::{sandbox_social_posts, sandbox_social_tokens};
use crate::state::{ClientApp, SocialClients, SocialSandbox, SocialSandboxConfig};
use crate::test_support::{test_db, TestDb};

const BASE: &str = "http://localhost:8080";
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const STATE: &str = "st&te=1";

fn app_of(network: Network) -> ClientApp {
    let n = network.as_str();
    ClientApp {
        client_id: format!("{n}-client"),
        client_secret: format!("{n}-secret"),
        redirect_uri: format!("{BASE}/{n}/auth"),
    }
}

fn sandbox(test_db: &TestDb, token_lifetime: Duration) -> web::Data<SocialSandbox> {
    let clients = SocialClients {
        instagram: app_of(Network::Instagram),
        tiktok: app_of(Network::Tiktok),
        pinterest: app_of(Network::Pinterest),
    };
    let mut config = SocialSandboxConfig::new(test_db.db.clone(), format!("{BASE}/"), clients);
    config.token_lifetime = token_lifetime;
    web::Data::new(SocialSandbox::new(config))
}

async fn service(
    sandbox: web::Data<SocialSandbox>,
) -> impl Service<Request, Response = ServiceResponse<impl MessageBody>, Error = actix_web::Error> {
    test::init_service(App::new().configure(|cfg| crate::routes(cfg, sandbox))).await
}

struct Reply {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn header(&self, name: header::HeaderName) -> String {
        self.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned()
    }
}

async fn send<S, B>(app: &S, req: TestRequest) -> Reply
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let res = test::call_service(app, req.to_request()).await;
    let (status, headers) = (res.status(), res.headers().clone());
    let body = test::read_body(res).await;
    Reply { status, headers, body }
}

fn form(pairs: &[(&str, &str)]) -> String {
    url::form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish()
}

fn post_form(uri: &str, pairs: &[(&str, &str)]) -> TestRequest {
    TestRequest::post()
        .uri(uri)
        .insert_header((header::CONTENT_TYPE, "application/x-www-form-urlencoded"))
        .set_payload(form(pairs))
}

/// A valid authorize request's parameters for `network`, with `changes` applied (an empty
/// value drops the parameter).
fn authorize_params(network: Network, changes: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    let app = app_of(network);
    let mut params = vec![
        ("response_type", "code".to_owned()),
        ("client_id", app.client_id),
        ("redirect_uri", app.redirect_uri),
        ("state", STATE.to_owned()),
        ("scope", "posts.read".to_owned()),
        ("code_challenge", pkce::challenge_of(VERIFIER)),
        ("code_challenge_method", "S256".to_owned()),
    ];
    for (name, value) in changes {
        params.retain(|(n, _)| n != name);
        if !value.is_empty() {
            params.push((name, (*value).to_owned()));
        }
    }
    params
}

fn authorize_uri(network: Network, changes: &[(&'static str, &str)]) -> String {
    let params = authorize_params(network, changes);
    let pairs: Vec<(&str, &str)> = params.iter().map(|(n, v)| (*n, v.as_str())).collect();
    format!("/sandbox-social/{}/oauth/authorize?{}", network.as_str(), form(&pairs))
}

/// Posts the consent form with `decision` as `username`.
async fn decide<S, B>(app: &S, network: Network, decision: &str, username: &str) -> Reply
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let params = authorize_params(network, &[]);
    let mut pairs: Vec<(&str, &str)> = params.iter().map(|(n, v)| (*n, v.as_str())).collect();
    pairs.push(("decision", decision));
    pairs.push(("username", username));
    send(app, post_form(&format!("/sandbox-social/{}/oauth/authorize", network.as_str()), &pairs)).await
}

/// The query of a redirect's `Location`, after checking it goes to the registered redirect.
fn redirect_query(reply: &Reply, network: Network) -> Vec<(String, String)> {
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.text());
    let location = url::Url::parse(&reply.header(header::LOCATION)).expect("an absolute Location");
    assert_eq!(format!("{}{}", location.origin().ascii_serialization(), location.path()), app_of(network).redirect_uri);
    location.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn value_of<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

async fn code_for<S, B>(app: &S, network: Network, username: &str) -> String
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let reply = decide(app, network, "allow", username).await;
    let query = redirect_query(&reply, network);
    assert_eq!(value_of(&query, "state"), Some(STATE));
    value_of(&query, "code").expect("a code").to_owned()
}

fn token_uri(network: Network) -> String {
    format!("/sandbox-social/{}/oauth/token", network.as_str())
}

async fn exchange<S, B>(app: &S, network: Network, code: &str, verifier: &str) -> Reply
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let client = app_of(network);
    let pairs = [
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", client.redirect_uri.as_str()),
        ("code_verifier", verifier),
        ("client_id", client.client_id.as_str()),
        ("client_secret", client.client_secret.as_str()),
    ];
    send(app, post_form(&token_uri(network), &pairs)).await
}

/// An access token of `username` on `network`.
async fn token_for<S, B>(app: &S, network: Network, username: &str) -> String
where
    S: Service<Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    let code = code_for(app, network, username).await;
    let reply = exchange(app, network, &code, VERIFIER).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text());
    reply.json()["access_token"].as_str().expect("an access token").to_owned()
}

fn bearer(req: TestRequest, token: &str) -> TestRequest {
    req.insert_header((header::AUTHORIZATION, format!("Bearer {token}")))
}

#[actix_web::test]
async fn the_consent_page_is_shown_only_for_the_registered_app_redirect_and_an_s256_challenge() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;

    let page = send(&app, TestRequest::get().uri(&authorize_uri(Network::Instagram, &[]))).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("<title>Instagram (sandbox)</title>"));
    assert!(html.contains("Allow Shoplinks to read the posts of <strong>@<span id=\"who\">sandbox_instagram</span>"));
    assert!(html.contains("value=\"sandbox_instagram\""));
    assert!(html.contains("value=\"st&amp;te=1\""), "the state is posted back, escaped");
    let policy = page.header(header::CONTENT_SECURITY_POLICY);
    assert!(policy.contains("default-src 'none'") && policy.contains("form-action 'self' http://localhost:8080"));
    let tiktok = send(&app, TestRequest::get().uri(&authorize_uri(Network::Tiktok, &[]))).await;
    assert!(tiktok.text().contains("TikTok (sandbox)") && tiktok.text().contains("sandbox_tiktok"));

    let hostile = "\"><script>alert(1)</script>";
    let refused: [&[(&'static str, &str)]; 8] = [
        &[("client_id", "someone-else")],
        &[("client_id", "")],
        &[("redirect_uri", "http://evil.test/instagram/auth")],
        &[("redirect_uri", "http://localhost:8080/instagram/auth/")],
        &[("code_challenge", "")],
        &[("code_challenge_method", "plain")],
        &[("code_challenge_method", "")],
        &[("response_type", "token"), ("state", hostile)],
    ];
    for changes in refused {
        let reply = send(&app, TestRequest::get().uri(&authorize_uri(Network::Instagram, changes))).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{changes:?}");
        assert!(!reply.headers.contains_key(header::LOCATION), "never a redirect: {changes:?}");
        assert!(reply.text().contains("Instagram (sandbox)"));
        assert!(!reply.text().contains("<script>alert"));
    }
    // The same checks guard the form.
    let params = authorize_params(Network::Instagram, &[("redirect_uri", "http://evil.test/")]);
    let mut pairs: Vec<(&str, &str)> = params.iter().map(|(n, v)| (*n, v.as_str())).collect();
    pairs.extend([("decision", "allow"), ("username", "ann")]);
    let reply = send(&app, post_form("/sandbox-social/instagram/oauth/authorize", &pairs)).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(!reply.headers.contains_key(header::LOCATION));

    let unknown = send(&app, TestRequest::get().uri("/sandbox-social/myspace/oauth/authorize")).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn cancel_sends_access_denied_and_a_bad_username_shows_the_page_again() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;

    let cancelled = decide(&app, Network::Pinterest, "cancel", "").await;
    let query = redirect_query(&cancelled, Network::Pinterest);
    assert_eq!(value_of(&query, "error"), Some("access_denied"));
    assert!(value_of(&query, "error_description").is_some());
    assert_eq!(value_of(&query, "state"), Some(STATE));
    assert_eq!(value_of(&query, "code"), None);

    let bad = decide(&app, Network::Pinterest, "allow", "<b>bold</b>").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.text().contains("value=\"&lt;b&gt;bold&lt;/b&gt;\""));
    assert!(bad.text().contains("role=\"alert\""));
    let too_long = decide(&app, Network::Pinterest, "allow", &"a".repeat(31)).await;
    assert_eq!(too_long.status, StatusCode::BAD_REQUEST);
    let neither = decide(&app, Network::Pinterest, "maybe", "ann").await;
    assert_eq!(neither.status, StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn codes_need_the_right_client_redirect_and_verifier_and_work_once() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    let network = Network::Instagram;
    let code = code_for(&app, network, "ann.lee").await;
    let client = app_of(network);

    let wrong_verifier = exchange(&app, network, &code, &"x".repeat(43)).await;
    assert_eq!(wrong_verifier.status, StatusCode::BAD_REQUEST);
    assert_eq!(wrong_verifier.json()["error"], "invalid_grant");

    let pairs = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", "http://localhost:8080/other"),
        ("code_verifier", VERIFIER),
    ];
    let basic = |secret: &str| {
        let credentials = format!("{}:{secret}", client.client_id);
        format!("Basic {}", base64::engine::general_purpose::STANDARD.encode(credentials))
    };
    let wrong_redirect = send(
        &app,
        post_form(&token_uri(network), &pairs).insert_header((header::AUTHORIZATION, basic(&client.client_secret))),
    )
    .await;
    assert_eq!(wrong_redirect.json()["error"], "invalid_grant");

    let pairs = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", client.redirect_uri.as_str()),
        ("code_verifier", VERIFIER),
    ];
    let bad_client =
        send(&app, post_form(&token_uri(network), &pairs).insert_header((header::AUTHORIZATION, basic("nope")))).await;
    assert_eq!(bad_client.status, StatusCode::UNAUTHORIZED);
    assert_eq!(bad_client.json()["error"], "invalid_client");
    let no_client = send(&app, post_form(&token_uri(network), &pairs)).await;
    assert_eq!(no_client.status, StatusCode::UNAUTHORIZED);
    assert_eq!(no_client.json()["error"], "invalid_client");
    // Another network's app is not this one's.
    let tiktok = app_of(Network::Tiktok);
    let mut other_pairs = pairs.to_vec();
    other_pairs.extend([("client_id", tiktok.client_id.as_str()), ("client_secret", tiktok.client_secret.as_str())]);
    let other_app = send(&app, post_form(&token_uri(network), &other_pairs)).await;
    assert_eq!(other_app.status, StatusCode::UNAUTHORIZED);

    // HTTP Basic, the right verifier: tokens.
    let granted = send(
        &app,
        post_form(&token_uri(network), &pairs).insert_header((header::AUTHORIZATION, basic(&client.client_secret))),
    )
    .await;
    assert_eq!(granted.status, StatusCode::OK, "{}", granted.text());
    assert_eq!(granted.header(header::CACHE_CONTROL), "no-store");
    let body = granted.json();
    assert_eq!(body["token_type"], "bearer");
    assert_eq!(body["expires_in"], 3600);
    assert_eq!(body["scope"], "posts.read");
    let access = body["access_token"].as_str().expect("access token").to_owned();
    assert!(body["refresh_token"].as_str().is_some_and(|r| r != access));

    let again = exchange(&app, network, &code, VERIFIER).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert_eq!(again.json()["error"], "invalid_grant");

    let me =
        send(&app, bearer(TestRequest::get().uri("/sandbox-social/instagram/v1/me?fields=id,username"), &access)).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.json(), json!({"id": crate::seed::account_id(network, "ann.lee"), "username": "ann.lee"}));

    // Tokens are stored as hashes only.
    let mut conn = db.db.get().expect("a connection");
    let stored: Vec<String> =
        sandbox_social_tokens::table.select(sandbox_social_tokens::token_hash).load(&mut conn).expect("tokens");
    assert_eq!(stored.len(), 2);
    assert!(!stored.contains(&access));
    assert!(stored.contains(&kernel::tokens::hash_token(&access)));
}

#[actix_web::test]
async fn a_refresh_gives_a_new_pair_and_spends_the_old_refresh_token() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    let network = Network::Tiktok;
    let code = code_for(&app, network, "sandbox_tiktok").await;
    let first = exchange(&app, network, &code, VERIFIER).await.json();
    let refresh = first["refresh_token"].as_str().expect("refresh token").to_owned();
    let client = app_of(network);
    let refresh_with = |token: &str| {
        post_form(
            &token_uri(network),
            &[
                ("grant_type", "refresh_token"),
                ("refresh_token", token),
                ("client_id", &client.client_id),
                ("client_secret", &client.client_secret),
            ],
        )
    };

    let second = send(&app, refresh_with(&refresh)).await;
    assert_eq!(second.status, StatusCode::OK, "{}", second.text());
    let second = second.json();
    assert_ne!(second["access_token"], first["access_token"]);
    assert_ne!(second["refresh_token"], first["refresh_token"]);
    assert_eq!(second["scope"], "posts.read");

    let replay = send(&app, refresh_with(&refresh)).await;
    assert_eq!(replay.status, StatusCode::BAD_REQUEST);
    assert_eq!(replay.json()["error"], "invalid_grant");
    // An access token as a refresh token is no refresh token.
    let wrong_kind = send(&app, refresh_with(first["access_token"].as_str().unwrap_or_default())).await;
    assert_eq!(wrong_kind.json()["error"], "invalid_grant");

    for token in [&first["access_token"], &second["access_token"]] {
        let token = token.as_str().unwrap_or_default();
        let me = send(
            &app,
            bearer(TestRequest::get().uri("/sandbox-social/tiktok/v2/user/info/?fields=open_id,username"), token),
        )
        .await;
        assert_eq!(me.status, StatusCode::OK);
        assert_eq!(me.json()["data"]["user"]["username"], "sandbox_tiktok");
        assert_eq!(me.json()["error"]["code"], "ok");
    }

    let unsupported = send(
        &app,
        post_form(
            &token_uri(network),
            &[("grant_type", "password"), ("client_id", &client.client_id), ("client_secret", &client.client_secret)],
        ),
    )
    .await;
    assert_eq!(unsupported.status, StatusCode::BAD_REQUEST);
    assert_eq!(unsupported.json()["error"], "unsupported_grant_type");
    let missing = send(
        &app,
        post_form(&token_uri(network), &[("client_id", &client.client_id), ("client_secret", &client.client_secret)]),
    )
    .await;
    assert_eq!(missing.json()["error"], "invalid_request");
}

#[actix_web::test]
async fn expired_missing_and_other_networks_tokens_get_each_networks_401() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::seconds(0))).await;
    let expired = token_for(&app, Network::Instagram, "ann").await;
    let reply = send(&app, bearer(TestRequest::get().uri("/sandbox-social/instagram/v1/me"), &expired)).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    assert_eq!(reply.json()["error"]["code"], 190);
    assert!(reply.header(header::WWW_AUTHENTICATE).starts_with("Bearer"));

    let live_app = service(sandbox(&db, Duration::hours(1))).await;
    let instagram = token_for(&live_app, Network::Instagram, "ann").await;
    let ok = send(&live_app, bearer(TestRequest::get().uri("/sandbox-social/instagram/v1/me"), &instagram)).await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(ok.json()["media_count"], 30);

    let on_tiktok = send(
        &live_app,
        bearer(TestRequest::post().uri("/sandbox-social/tiktok/v2/video/list/").set_payload("{}"), &instagram),
    )
    .await;
    assert_eq!(on_tiktok.status, StatusCode::UNAUTHORIZED);
    assert_eq!(on_tiktok.json()["error"]["code"], "access_token_invalid");
    let none = send(&live_app, TestRequest::get().uri("/sandbox-social/pinterest/v5/pins")).await;
    assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    assert_eq!(none.json()["code"], 2);
    let unknown =
        send(&live_app, bearer(TestRequest::get().uri("/sandbox-social/pinterest/v5/user_account"), "nope")).await;
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn instagram_media_pages_with_cursors_and_a_next_link_until_the_last_page() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    let token = token_for(&app, Network::Instagram, "sandbox_instagram").await;
    let fields = "id,caption,media_type,media_url,permalink,timestamp";
    let first = send(
        &app,
        bearer(
            TestRequest::get().uri(&format!("/sandbox-social/instagram/v1/me/media?fields={fields}&limit=24")),
            &token,
        ),
    )
    .await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text());
    let first = first.json();
    let data = first["data"].as_array().expect("data");
    assert_eq!(data.len(), 24);
    let item = &data[0];
    let id = item["id"].as_str().expect("id");
    assert_eq!(item["media_type"], "IMAGE");
    assert_eq!(item["media_url"], format!("{BASE}/sandbox-social/instagram/media/{id}.jpg"));
    assert_eq!(item["permalink"], format!("{BASE}/sandbox-social/instagram/posts/{id}"));
    assert!(item.get("username").is_none(), "only the fields asked for");
    let stamps: Vec<&str> = data.iter().map(|d| d["timestamp"].as_str().expect("timestamp")).collect();
    assert!(stamps.iter().all(|s| s.len() == 24 && s.ends_with("+0000")), "{stamps:?}");
    assert!(stamps.windows(2).all(|w| w[0] > w[1]), "newest first: {stamps:?}");

    let after = first["paging"]["cursors"]["after"].as_str().expect("after cursor");
    let next = first["paging"]["next"].as_str().expect("a next link");
    assert!(next.starts_with(&format!("{BASE}/sandbox-social/instagram/v1/me/media?")));
    assert!(next.contains("limit=24") && next.contains(&format!("after={after}")));

    let path = next.trim_start_matches(BASE);
    let second = send(&app, bearer(TestRequest::get().uri(path), &token)).await.json();
    let rest = second["data"].as_array().expect("data");
    assert_eq!(rest.len(), 6);
    assert!(second["paging"]["cursors"]["after"].is_string());
    assert!(second["paging"].get("next").is_none(), "no next link on the last page");
    let ids: std::collections::HashSet<&str> =
        data.iter().chain(rest).map(|d| d["id"].as_str().unwrap_or_default()).collect();
    assert_eq!(ids.len(), 30);

    let default_page =
        send(&app, bearer(TestRequest::get().uri("/sandbox-social/instagram/v1/me/media"), &token)).await;
    assert_eq!(default_page.json()["data"].as_array().map(Vec::len), Some(25));
    let bad =
        send(&app, bearer(TestRequest::get().uri("/sandbox-social/instagram/v1/me/media?after=zzz"), &token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.json()["error"]["code"], 100);
}

#[actix_web::test]
async fn tiktok_video_list_pages_by_a_numeric_cursor() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    let token = token_for(&app, Network::Tiktok, "dancer.1").await;
    let list = |body: &str| {
        bearer(
            TestRequest::post()
                .uri("/sandbox-social/tiktok/v2/video/list/?fields=id,cover_image_url,title,share_url,create_time")
                .insert_header((header::CONTENT_TYPE, "application/json"))
                .set_payload(body.to_owned()),
            &token,
        )
    };
    let first = send(&app, list(r#"{"max_count":10}"#)).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text());
    let first = first.json();
    assert_eq!(first["error"]["code"], "ok");
    let videos = first["data"]["videos"].as_array().expect("videos");
    assert_eq!(videos.len(), 10);
    assert_eq!(first["data"]["has_more"], true);
    let cursor = first["data"]["cursor"].as_i64().expect("numeric cursor");
    let video = &videos[0];
    let id = video["id"].as_str().expect("id");
    assert_eq!(video["cover_image_url"], format!("{BASE}/sandbox-social/tiktok/media/{id}.jpg"));
    assert!(video["create_time"].is_i64() && video.get("video_description").is_none());
    let times: Vec<i64> = videos.iter().map(|v| v["create_time"].as_i64().unwrap_or_default()).collect();
    assert!(times.windows(2).all(|w| w[0] > w[1]), "newest first");

    let second = send(&app, list(&format!(r#"{{"max_count":20,"cursor":{cursor}}}"#))).await.json();
    assert_eq!(second["data"]["videos"].as_array().map(Vec::len), Some(8));
    assert_eq!(second["data"]["has_more"], false);

    let whole = send(&app, list("")).await.json();
    assert_eq!(whole["data"]["videos"].as_array().map(Vec::len), Some(18));
    let too_many = send(&app, list(r#"{"max_count":21}"#)).await;
    assert_eq!(too_many.status, StatusCode::BAD_REQUEST);
    assert_eq!(too_many.json()["error"]["code"], "invalid_params");
}

#[actix_web::test]
async fn pinterest_pins_page_by_bookmark_which_is_null_after_the_last_page() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    let token = token_for(&app, Network::Pinterest, "sandbox_pinterest").await;
    let pins =
        |query: &str| bearer(TestRequest::get().uri(&format!("/sandbox-social/pinterest/v5/pins{query}")), &token);

    let exact = send(&app, pins("?page_size=24")).await.json();
    assert_eq!(exact["items"].as_array().map(Vec::len), Some(24));
    assert!(exact["bookmark"].is_null(), "24 pins fill one page exactly");
    let item = &exact["items"][0];
    let id = item["id"].as_str().expect("id");
    assert_eq!(item["media"]["media_type"], "image");
    assert_eq!(item["media"]["images"]["600x"]["url"], format!("{BASE}/sandbox-social/pinterest/media/{id}.jpg"));
    assert_eq!(item["media"]["images"]["600x"]["width"], 640);
    assert_eq!(item["created_at"].as_str().map(str::len), Some(19));
    assert!(item["title"].is_string() && item["description"].is_string() && item["link"].is_string());

    let first = send(&app, pins("?page_size=10")).await.json();
    let bookmark = first["bookmark"].as_str().expect("a bookmark").to_owned();
    let second = send(&app, pins(&format!("?page_size=10&bookmark={bookmark}"))).await.json();
    assert_eq!(second["items"].as_array().map(Vec::len), Some(10));
    assert_ne!(second["items"][0]["id"], first["items"][0]["id"]);
    let third =
        send(&app, pins(&format!("?page_size=10&bookmark={}", second["bookmark"].as_str().unwrap_or_default()))).await;
    let third = third.json();
    assert_eq!(third["items"].as_array().map(Vec::len), Some(4));
    assert!(third["bookmark"].is_null());

    assert_eq!(send(&app, pins("")).await.json()["items"].as_array().map(Vec::len), Some(24));
    let too_big = send(&app, pins("?page_size=101")).await;
    assert_eq!(too_big.status, StatusCode::BAD_REQUEST);
    assert_eq!(too_big.json()["code"], 1);

    let account =
        send(&app, bearer(TestRequest::get().uri("/sandbox-social/pinterest/v5/user_account"), &token)).await.json();
    assert_eq!(
        account,
        json!({"username": "sandbox_pinterest", "id": crate::seed::account_id(Network::Pinterest, "sandbox_pinterest")})
    );
}

#[actix_web::test]
async fn pictures_and_post_pages_are_public_and_unknown_posts_are_404() {
    let db = test_db();
    let app = service(sandbox(&db, Duration::hours(1))).await;
    token_for(&app, Network::Instagram, "ann").await;
    let mut conn = db.db.get().expect("a connection");
    let (id, caption): (String, String) = sandbox_social_posts::table
        .filter(sandbox_social_posts::position.eq(1))
        .select((sandbox_social_posts::id, sandbox_social_posts::caption))
        .first(&mut conn)
        .expect("a post");
    drop(conn);

    let jpeg = send(&app, TestRequest::get().uri(&format!("/sandbox-social/instagram/media/{id}.jpg"))).await;
    assert_eq!(jpeg.status, StatusCode::OK);
    assert_eq!(jpeg.header(header::CONTENT_TYPE), "image/jpeg");
    assert_eq!(jpeg.header(header::CACHE_CONTROL), "public, max-age=86400");
    assert_eq!(jpeg.body.as_ref(), crate::picture::jpeg(&id, &crate::catalog::items(&[], &id)).as_slice());

    let page = send(&app, TestRequest::get().uri(&format!("/sandbox-social/instagram/posts/{id}"))).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text().contains(&crate::html::escape(&caption)));
    assert!(page.text().contains(&format!("src=\"../media/{id}.jpg\"")));

    for uri in [
        "/sandbox-social/instagram/media/123.jpg".to_owned(),
        format!("/sandbox-social/tiktok/media/{id}.jpg"),
        "/sandbox-social/instagram/media/..%2Fetc.jpg".to_owned(),
        "/sandbox-social/instagram/posts/123".to_owned(),
    ] {
        let reply = send(&app, TestRequest::get().uri(&uri)).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{uri}");
    }
}

#[actix_web::test]
async fn accounts_are_made_once_with_their_seeded_posts() {
    let db = test_db();
    let made = db
        .db
        .run(|conn| {
            let first = crate::accounts::get_or_create(conn, Network::Pinterest, "ann")?;
            let second = crate::accounts::get_or_create(conn, Network::Pinterest, "ann")?;
            let other = crate::accounts::get_or_create(conn, Network::Instagram, "ann")?;
            let page = crate::posts::page(conn, &first.id, 0, 100)?;
            Ok((first, second, other, page))
        })
        .await
        .expect("accounts");
    let (first, second, other, page) = made;
    assert_eq!(first, second);
    assert_ne!(first.id, other.id);
    let seeded = crate::seed::posts(Network::Pinterest, "ann");
    assert_eq!(page.posts.len(), seeded.len());
    assert!(!page.has_more);
    for (stored, seed) in page.posts.iter().zip(&seeded) {
        assert_eq!((&stored.id, &stored.caption, stored.position), (&seed.id, &seed.caption, seed.position));
        assert_eq!(stored.created_at, first.created_at - seed.age);
    }
}
