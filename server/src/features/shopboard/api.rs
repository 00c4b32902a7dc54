//! The shopboard calls (docs/shopboard.md#api): status, connect and its return, disconnect,
//! sync, posts, visibility and tagging. The merchant only: influencers get 403, and every post
//! is looked up within the caller's business, so another business's answers 404.

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::network::Network;
use super::store::{self, ConnectionRow, PostRow};
use super::{feed, media, oauth, posts_api, providers, publish, sync, tags};
use crate::error::{AppError, AppResult};
use crate::features::accounts::plan::TrialState;
use crate::features::accounts::session::{self, Session};
use crate::features::catalog::{products_by_ids, ProductOut};
use crate::features::domains;
use crate::features::links::changed;
use crate::features::links::SelectedOptions;
use crate::http::body::{Bounded, Json};
use crate::http::{envelope, origin};
use crate::state::AppState;

/// The message of a free account whose trial has ended when it tries to change the shopboard.
pub const TRIAL_ENDED: &str = "Your free trial has ended. Choose a plan to keep using the shopboard.";

/// Posts per page when the caller does not say (the dashboard's page).
pub const POSTS_PAGE: i64 = 24;
/// Most posts one call returns.
const POSTS_PAGE_MAX: i64 = 100;

fn require_trial(session: &Session) -> AppResult<()> {
    if session.user.trial_state == TrialState::Ended {
        return Err(AppError::Forbidden(TRIAL_ENDED.into()));
    }
    Ok(())
}

/// One network in the status call.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialMediaStatus.ts")]
pub struct SocialMediaStatus {
    /// Whether an account is connected.
    pub connected: bool,
    /// `null`: not connected; -1: syncing; otherwise the posts imported.
    pub number_of_posts: Option<i32>,
    /// The connected account's name.
    pub username: Option<String>,
    /// Why the last sync failed, if it did.
    pub sync_error: Option<String>,
    /// Whether this server can connect the network at all.
    pub available: bool,
}

/// The three networks of the status call.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialMedias.ts")]
pub struct SocialMedias {
    /// Instagram.
    #[serde(rename = "Instagram")]
    pub instagram: SocialMediaStatus,
    /// TikTok.
    #[serde(rename = "Tiktok")]
    pub tiktok: SocialMediaStatus,
    /// Pinterest.
    #[serde(rename = "Pinterest")]
    pub pinterest: SocialMediaStatus,
}

/// `GET /api/admin/v1/shopboard`.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ShopboardStatus.ts")]
pub struct ShopboardStatus {
    /// Each network's connection.
    pub social_medias: SocialMedias,
    /// The public shoppable feed, once a network is connected (docs/shopboard.md#public-feed).
    pub shopboard_url: Option<String>,
}

fn status_of(state: &AppState, network: Network, row: Option<&ConnectionRow>) -> SocialMediaStatus {
    SocialMediaStatus {
        connected: row.is_some(),
        number_of_posts: row.map(|r| r.posts_count),
        username: row.map(|r| r.username.clone()),
        sync_error: row.and_then(|r| r.sync_error.clone()),
        available: providers::resolve(state, network).is_some(),
    }
}

/// `GET /api/admin/v1/shopboard`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard",
    responses((status = 200, description = "data: social_medias and shopboard_url"), (status = 403, description = "influencers")))]
pub async fn status(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    // It may open the feed (below), so another site's page may not call it.
    origin::refuse_from_another_site(&req)?;
    let current = session::require_merchant(&state.db, &req).await?;
    let business_id = current.business_id.clone();
    let (rows, made, domain) = state
        .db
        .run(move |conn| {
            let rows = store::connections(conn, &business_id)?;
            let domain = domains::default_domain(conn, &business_id)?;
            // The feed of a business connected before feeds existed is made on its first read
            // (the write lock is taken only then: the status is polled while a sync runs).
            let open = publish::feed_link(conn, &business_id)?.is_some_and(|l| l.closed_at.is_none());
            let made = !rows.is_empty()
                && !open
                && crate::db::write_transaction(conn, |conn| {
                    let made = publish::open_feed(conn, &business_id)?;
                    if made {
                        publish::publish_all(conn, &business_id)?;
                    }
                    Ok(made)
                })?;
            Ok((rows, made, domain))
        })
        .await?;
    if made {
        changed(&state);
    }
    let scheme = state.settings.public_url.scheme();
    let shopboard_url =
        (!rows.is_empty()).then(|| feed::url(&state.public_base, scheme, &current.user.username, domain.as_deref()));
    let of = |n: Network| status_of(&state, n, rows.iter().find(|r| r.network == n.as_str()));
    Ok(envelope::ok(&ShopboardStatus {
        social_medias: SocialMedias {
            instagram: of(Network::Instagram),
            tiktok: of(Network::Tiktok),
            pinterest: of(Network::Pinterest),
        },
        shopboard_url,
    }))
}

/// `GET …/{social}/connect`.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialConnectOut.ts")]
pub struct SocialConnectOut {
    /// The network's consent page; the browser goes there.
    pub redirect_url: String,
}

/// `GET /api/admin/v1/shopboard/{social}/connect`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/{social}/connect",
    responses((status = 200, description = "data.redirect_url: the network's consent page"), (status = 403, description = "influencers"),
        (status = 404, description = "no such network"), (status = 409, description = "the network is not set up on this server")))]
pub async fn connect(req: HttpRequest, path: web::Path<String>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    // A GET that stores a sign-in state: not on another site's behalf.
    origin::refuse_from_another_site(&req)?;
    let network = Network::parse(&path.into_inner())?;
    let current = session::require_merchant(&state.db, &req).await?;
    let provider = providers::require(&state, network)?;
    let redirect_url = oauth::authorize_url(&state, &current, &provider).await?;
    Ok(envelope::ok(&SocialConnectOut { redirect_url }))
}

/// Body of the return call: what the network put on `/{social}/auth`.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "SocialAuthBody.ts")]
pub struct SocialAuthBody {
    /// The authorization code.
    pub code: String,
    /// The state the connect call sent.
    pub state: String,
}

impl Bounded for SocialAuthBody {}

/// What a completed connection answers.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialAuthOut.ts")]
pub struct SocialAuthOut {
    /// `connected`.
    pub status: &'static str,
    /// The account connected.
    pub username: String,
}

/// `POST /api/admin/v1/shopboard/{social}/auth/connect`.
#[utoipa::path(post, path = "/api/admin/v1/shopboard/{social}/auth/connect", request_body = SocialAuthBody,
    responses((status = 200, description = "connected; the first sync has started"),
        (status = 400, description = "a wrong, used, expired or another session's state, or a refused code; nothing connected"),
        (status = 403, description = "influencers")))]
pub async fn auth_connect(
    req: HttpRequest,
    path: web::Path<String>,
    body: Json<SocialAuthBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let network = Network::parse(&path.into_inner())?;
    let current = session::require_merchant(&state.db, &req).await?;
    let provider = providers::require(&state, network)?;
    let body = body.into_inner();
    let verifier = oauth::take_state(&state, &current, network, &body.state).await?;
    let tokens = oauth::exchange(&state, &provider, body.code.trim(), verifier).await?;
    let profile = posts_api::profile(&state.http, &provider, &tokens.access).await.map_err(|e| {
        tracing::warn!(network = network.as_str(), error = %e, "social profile not read");
        AppError::BadRequest(oauth::CONNECT_FAILED.into())
    })?;
    let (access_sealed, refresh_sealed) = oauth::seal(&state, &tokens)?;
    let new = store::NewConnection {
        account_id: profile.account_id,
        username: profile.username.clone(),
        access_sealed,
        refresh_sealed,
        expires_at: tokens.expires_at,
    };
    let business_id = current.business_id.clone();
    let gone = state.db.run(move |conn| store::connect(conn, &business_id, network, new)).await?;
    changed(&state);
    media::forget(&state, &current.business_id, &gone).await;
    sync::start(state.clone(), current.business_id.clone(), network).await?;
    Ok(envelope::ok(&SocialAuthOut { status: "connected", username: profile.username }))
}

/// `POST /api/admin/v1/shopboard/{social}/auth/disconnect`: removes the connection, its tokens
/// and its posts.
#[utoipa::path(post, path = "/api/admin/v1/shopboard/{social}/auth/disconnect",
    responses((status = 200, description = "data: the network's status, not connected"), (status = 403, description = "influencers")))]
pub async fn disconnect(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let network = Network::parse(&path.into_inner())?;
    let current = session::require_merchant(&state.db, &req).await?;
    let business_id = current.business_id.clone();
    let gone = state.db.run(move |conn| store::disconnect(conn, &business_id, network)).await?;
    changed(&state);
    media::forget(&state, &current.business_id, &gone).await;
    Ok(envelope::ok(&status_of(&state, network, None)))
}

/// `GET /api/admin/v1/shopboard/{social}/sync`: starts importing the posts again.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/{social}/sync",
    responses((status = 200, description = "data: the network's status (number_of_posts -1 while syncing)"),
        (status = 403, description = "influencers"), (status = 404, description = "not connected")))]
pub async fn resync(req: HttpRequest, path: web::Path<String>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    // A GET that starts a sync: not on another site's behalf.
    origin::refuse_from_another_site(&req)?;
    let network = Network::parse(&path.into_inner())?;
    let current = session::require_merchant(&state.db, &req).await?;
    if !sync::start(state.clone(), current.business_id.clone(), network).await? {
        return Err(AppError::NotFound(format!("{} is not connected", network.display())));
    }
    let business_id = current.business_id.clone();
    let row = state.db.run(move |conn| store::connection(conn, &business_id, network)).await?;
    Ok(envelope::ok(&status_of(&state, network, row.as_ref())))
}

/// A post as the dashboard reads it.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialPost.ts")]
pub struct SocialPost {
    /// Our id, used by the visibility and tagging calls.
    pub post_id: String,
    /// The image.
    pub image_url: String,
    /// Caption or title.
    pub caption: String,
    /// The post on the network.
    pub permalink: String,
    /// `IMAGE`, `VIDEO`, `CAROUSEL_ALBUM` or `PIN`.
    pub media_type: String,
    /// When it was posted (UTC, ISO 8601).
    pub posted_at: String,
    /// Shown on the public feed.
    pub visible: bool,
    /// The products tagged by the merchant, in their order (products since removed from the
    /// catalog are left out).
    pub products: Vec<ProductOut>,
    /// The products visual recognition found.
    pub auto_tagged_products: Vec<ProductOut>,
    /// Options chosen per tagged product, keyed by product id.
    #[ts(type = "Record<string, Record<string, string>>")]
    pub selected_options: SelectedOptions,
    /// `manual`, `ai`, or `null` when untagged.
    pub tagged_by: Option<String>,
    /// The post's page on the public feed, while shoppers can buy from it (shown, tagged, its
    /// picture kept); `null` otherwise.
    pub public_url: Option<String>,
}

/// `GET …/{social}/posts`.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "SocialPostsPage.ts")]
pub struct SocialPostsPage {
    /// The page, newest first.
    pub posts: Vec<SocialPost>,
    /// `skip` of the next page; `null` on the last.
    #[ts(type = "number | null")]
    pub next_skip: Option<i64>,
}

/// Query of the posts call.
#[derive(Debug, Deserialize)]
pub struct PostsQuery {
    /// Page size (24 when absent, at most 100).
    pub count: Option<i64>,
    /// Posts to skip.
    pub skip: Option<i64>,
}

fn ids_of(json: &str) -> Vec<String> {
    serde_json::from_str(json).unwrap_or_default()
}

/// `{public base}/{merchant username}`: the posts' public pages start with it.
fn public_prefix(state: &AppState, current: &Session) -> String {
    format!("{}/{}", state.public_base, current.user.username)
}

/// Reads posts with their tagged products (one catalog read for the whole page); `prefix` is
/// [`public_prefix`].
fn posts_out(
    conn: &mut crate::db::DbConnection,
    business_id: &str,
    prefix: &str,
    rows: Vec<PostRow>,
) -> AppResult<Vec<SocialPost>> {
    let mut wanted: Vec<String> = rows.iter().flat_map(|r| ids_of(&r.product_ids_json)).collect();
    wanted.extend(rows.iter().flat_map(|r| ids_of(&r.auto_tagged_json)));
    wanted.sort();
    wanted.dedup();
    let catalog: BTreeMap<String, ProductOut> =
        products_by_ids(conn, business_id, &wanted)?.into_iter().map(|p| (p.inventory_id().to_owned(), p)).collect();
    let pick =
        |json: &str| -> Vec<ProductOut> { ids_of(json).iter().filter_map(|id| catalog.get(id).cloned()).collect() };
    Ok(rows
        .into_iter()
        .map(|r| SocialPost {
            // The post's link is live exactly when these hold (`publish` keeps it so).
            public_url: r
                .link_id
                .as_ref()
                .filter(|_| r.visible && !r.image_url.is_empty() && r.product_ids_json != "[]")
                .map(|id| format!("{prefix}/{id}")),
            products: pick(&r.product_ids_json),
            auto_tagged_products: pick(&r.auto_tagged_json),
            selected_options: serde_json::from_str(&r.selected_options_json).unwrap_or_default(),
            post_id: r.id,
            image_url: r.image_url,
            caption: r.caption,
            permalink: r.permalink,
            media_type: r.media_type,
            posted_at: r.posted_at.and_utc().to_rfc3339(),
            visible: r.visible,
            tagged_by: r.tagged_by,
        })
        .collect())
}

fn one_post(
    conn: &mut crate::db::DbConnection,
    business_id: &str,
    prefix: &str,
    row: PostRow,
) -> AppResult<SocialPost> {
    posts_out(conn, business_id, prefix, vec![row])?
        .pop()
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a post read back as nothing")))
}

/// `GET /api/admin/v1/shopboard/{social}/posts`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/{social}/posts",
    params(("count" = Option<i64>, Query, description = "page size, 24 by default"), ("skip" = Option<i64>, Query, description = "posts to skip")),
    responses((status = 200, description = "data.posts and data.next_skip"), (status = 403, description = "influencers")))]
pub async fn posts(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<PostsQuery>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let network = Network::parse(&path.into_inner())?;
    let current = session::require_merchant(&state.db, &req).await?;
    let count = query.count.unwrap_or(POSTS_PAGE).clamp(1, POSTS_PAGE_MAX);
    let skip = query.skip.unwrap_or(0).max(0);
    let business_id = current.business_id.clone();
    let prefix = public_prefix(&state, &current);
    let out = state
        .db
        .run(move |conn| {
            // One more than asked says whether another page follows.
            let mut rows = store::posts(conn, &business_id, network, count + 1, skip)?;
            let more = rows.len() as i64 > count;
            rows.truncate(count as usize);
            let posts = posts_out(conn, &business_id, &prefix, rows)?;
            Ok(SocialPostsPage { next_skip: more.then_some(skip + count), posts })
        })
        .await?;
    Ok(envelope::ok(&out))
}

/// Body of the visibility call.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "PostVisibleBody.ts")]
pub struct PostVisibleBody {
    /// Show (`true`) or hide the post on the public feed.
    pub is_visible: bool,
}

impl Bounded for PostVisibleBody {}

/// `POST /api/admin/v1/shopboard/{social}/{postId}/visible`.
#[utoipa::path(post, path = "/api/admin/v1/shopboard/{social}/{postId}/visible", request_body = PostVisibleBody,
    responses((status = 200, description = "data: the post"), (status = 403, description = "influencers, or the trial has ended"),
        (status = 404, description = "no such post of this business")))]
pub async fn visible(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    body: Json<PostVisibleBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let shown = body.into_inner().is_visible;
    change_post(&req, path.into_inner(), &state, move |conn, _, row| store::set_visible(conn, &row.id, shown)).await
}

/// Body of the tagging call: the post's whole product list (it replaces the one stored).
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "TagProductsBody.ts")]
pub struct TagProductsBody {
    /// Store product ids, at most 5, in the order shoppers see them.
    pub product_ids: Vec<String>,
    /// Options chosen per product, keyed by product id.
    #[serde(default)]
    #[ts(type = "Record<string, Record<string, string>>")]
    #[schema(value_type = Object)]
    pub selected_options: SelectedOptions,
}

impl Bounded for TagProductsBody {}

/// `POST /api/admin/v1/shopboard/{social}/{postId}/tag_products`.
#[utoipa::path(post, path = "/api/admin/v1/shopboard/{social}/{postId}/tag_products", request_body = TagProductsBody,
    responses((status = 200, description = "data: the post"), (status = 422, description = "more than 5 products, or a product or option the catalog does not have; nothing changed"),
        (status = 403, description = "influencers, or the trial has ended"), (status = 404, description = "no such post of this business")))]
pub async fn tag_products(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    body: Json<TagProductsBody>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    change_post(&req, path.into_inner(), &state, move |conn, business_id, row| {
        let checked = tags::check(conn, business_id, &body.product_ids, &body.selected_options)?;
        store::set_tags(conn, &row.id, &checked.product_ids_json, &checked.options_json)
    })
    .await
}

/// The shape of every change to one post: the merchant, with a running trial, changes a post
/// of their own business (found by network and id, else 404) in one transaction that also keeps
/// the post's public link and the feed in step, and gets the post back as it now is. The public
/// side hears of it at once.
async fn change_post(
    req: &HttpRequest,
    (social, post_id): (String, String),
    state: &AppState,
    change: impl FnOnce(&mut crate::db::DbConnection, &str, &PostRow) -> AppResult<()> + Send + 'static,
) -> AppResult<HttpResponse> {
    let network = Network::parse(&social)?;
    let current = session::require_merchant(&state.db, req).await?;
    require_trial(&current)?;
    let business_id = current.business_id.clone();
    let prefix = public_prefix(state, &current);
    let out = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let row = store::post(conn, &business_id, network, &post_id)?;
                change(conn, &business_id, &row)?;
                let row = store::post(conn, &business_id, network, &row.id)?;
                publish::publish(conn, &business_id, &row)?;
                publish::touch_feed(conn, &business_id)?;
                // Read again: publishing may have given the post its link.
                let row = store::post(conn, &business_id, network, &row.id)?;
                one_post(conn, &business_id, &prefix, row)
            })
        })
        .await?;
    changed(state);
    Ok(envelope::ok(&out))
}
