//! Create and edit links and shorts (docs/links.md):
//! `POST /api/admin/v1/links/create` and `POST /api/admin/v1/links/{id}/edit`. The body is
//! checked whole before anything is written; the row and its products and collections are
//! written in one transaction.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;

use super::access;
use super::destination::allowed_bases;
use super::model::{new_link_id, DeviceOption, LinkCollection, LinkKind, LinkProduct, NewLink, UtmColumns};
use super::promocodes::require::{self, InfluencerCodes, StoreVerdict};
use super::read::{outs, OutContext};
use super::validate::{self, Context, Draft, Target};
use super::wire::LinkBody;
use crate::clock::now;
use crate::db::schema::{link_collections, link_products, links};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::http::body::Json;
use crate::http::envelope;
use crate::state::AppState;

/// Writes the products and collections of `link_id`, replacing any there were.
pub fn write_children(conn: &mut DbConnection, link_id: &str, target: &Target) -> AppResult<()> {
    diesel::delete(link_products::table.filter(link_products::link_id.eq(link_id))).execute(conn)?;
    diesel::delete(link_collections::table.filter(link_collections::link_id.eq(link_id))).execute(conn)?;
    for (position, (id, options)) in target.products.iter().enumerate() {
        diesel::insert_into(link_products::table)
            .values(LinkProduct {
                link_id: link_id.to_owned(),
                position: i32::try_from(position).unwrap_or(i32::MAX),
                product_shopify_id: id.clone(),
                selected_options: serde_json::to_string(options).unwrap_or_else(|_| "{}".into()),
            })
            .execute(conn)?;
    }
    for (position, id) in target.collections.iter().enumerate() {
        diesel::insert_into(link_collections::table)
            .values(LinkCollection {
                link_id: link_id.to_owned(),
                position: i32::try_from(position).unwrap_or(i32::MAX),
                collection_shopify_id: id.clone(),
            })
            .execute(conn)?;
    }
    Ok(())
}

/// Inserts `row` under a fresh id, retrying the rare id collision.
pub fn insert_with_fresh_id(conn: &mut DbConnection, mut row: NewLink) -> AppResult<String> {
    for _ in 0..5 {
        let taken: i64 = links::table.filter(links::id.eq(&row.id)).count().get_result(conn)?;
        if taken == 0 {
            let (id, business_id, root) = (row.id.clone(), row.business_id.clone(), row.parent_id.is_none());
            diesel::insert_into(links::table).values(row).execute(conn)?;
            if root {
                // A new link's address is on the business's default brand domain, if it has one.
                crate::features::domains::give_default(conn, &business_id, &id)?;
            }
            return Ok(id);
        }
        row.id = new_link_id();
    }
    Err(AppError::Internal(anyhow::anyhow!("no free link id after 5 tries")))
}

fn creators(current: &Session) -> (Option<String>, Option<String>) {
    match &current.subject {
        SessionSubject::Admin(user) => (Some(user.id.clone()), None),
        SessionSubject::Influencer { influencer, .. } => (None, Some(influencer.id.clone())),
    }
}

fn new_row(current: &Session, draft: &Draft) -> NewLink {
    let (created_by_user_id, created_by_influencer_id) = creators(current);
    let at = now();
    NewLink {
        id: new_link_id(),
        business_id: current.business_id.clone(),
        kind: draft.target.kind,
        parent_id: None,
        position: 0,
        traffic_share: 100,
        device_option: DeviceOption::All,
        url_type: draft.target.url_type,
        description: draft.target.description.clone(),
        images: draft.target.images.clone(),
        promocode: draft.promocode.clone(),
        influencer_id: draft.influencer_id.clone(),
        utm_source: draft.utm.utm_source.clone(),
        utm_medium: draft.utm.utm_medium.clone(),
        utm_campaign: draft.utm.utm_campaign.clone(),
        utm_term: draft.utm.utm_term.clone(),
        utm_content: draft.utm.utm_content.clone(),
        shopping_redirect_url: draft.target.shopping_redirect_url.clone(),
        created_by_user_id,
        created_by_influencer_id,
        created_at: at,
        updated_at: at,
    }
}

/// The checks every save shares: signed in, allowed to edit, own business.
async fn editor(state: &AppState, req: &HttpRequest, body: &LinkBody) -> AppResult<Session> {
    let current = session::require(&state.db, req).await?;
    access::require_editor(&current)?;
    if let Some(business_id) = body.business_id.as_deref() {
        current.require_own_business(business_id)?;
    }
    Ok(current)
}

/// What a save of `current`'s is checked with; `kept_code` is the promocode the link has now
/// (an edit), which an influencer may keep.
fn context<'a>(
    current: &'a Session,
    bases: &'a [String],
    store_code: &'a StoreVerdict,
    kept_code: Option<&'a str>,
) -> Context<'a> {
    Context {
        business_id: &current.business_id,
        bases,
        is_admin: current.is_admin(),
        own_influencer_id: access::influencer_scope(current),
        store_code,
        influencer_codes: access::influencer_promocode(current).map(|own| InfluencerCodes { own, kept: kept_code }),
    }
}

/// `POST /api/admin/v1/links/create`.
#[utoipa::path(post, path = "/api/admin/v1/links/create", request_body = LinkBody,
    responses((status = 200, description = "data: the new link"), (status = 403, description = "trial ended or not allowed"),
        (status = 404, description = "another business"), (status = 422, description = "a rule of docs/links.md is broken; nothing written")))]
pub async fn create(req: HttpRequest, state: web::Data<AppState>, body: Json<LinkBody>) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let current = editor(&state, &req, &body).await?;
    let bases = allowed_bases(&state, current.business.store_domain.as_deref());
    let store_code = require::ask(&state, &current.business_id, body.promocode.as_ref()).await;
    let cx = OutContext::of(&state, &current);
    let out = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let draft = validate::draft(conn, &context(&current, &bases, &store_code, None), &body)?;
                let id = insert_with_fresh_id(conn, new_row(&current, &draft))?;
                write_children(conn, &id, &draft.target)?;
                let row = access::find_visible(conn, &current, &id)?;
                Ok(outs(conn, &cx, vec![row])?.pop())
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    super::changes::changed(&state);
    Ok(envelope::ok(&out))
}

/// `POST /api/admin/v1/links/{id}/edit`. The kind (look or short) and, once set, the
/// influencer stay as they are (the influencer select is disabled once saved;
/// docs/links.md#influencer-assignment).
#[utoipa::path(post, path = "/api/admin/v1/links/{id}/edit", request_body = LinkBody, params(("id" = String, Path, description = "link id")),
    responses((status = 200, description = "data: the saved link"), (status = 403, description = "trial ended or not allowed"),
        (status = 404, description = "no such link for the caller"), (status = 422, description = "a rule is broken; nothing written")))]
pub async fn edit(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<LinkBody>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let current = editor(&state, &req, &body).await?;
    let bases = allowed_bases(&state, current.business.store_domain.as_deref());
    let store_code = require::ask(&state, &current.business_id, body.promocode.as_ref()).await;
    let cx = OutContext::of(&state, &current);
    let id = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let existing = access::find_visible(conn, &current, &id)?;
                // Multilinks have their own calls; the shopboard keeps its links itself.
                if existing.parent_id.is_some() || existing.kind == LinkKind::Multilink || existing.kind.is_shopboard()
                {
                    return Err(AppError::NotFound("No such link".into()));
                }
                let mut body = body;
                body.link_type = Some(body.link_type.unwrap_or_else(|| existing.kind.as_db().to_owned()));
                if body.link_type.as_deref().and_then(LinkKind::parse) != Some(existing.kind) {
                    return Err(AppError::field("link_type", "A link cannot change between look and short"));
                }
                let ctx = context(&current, &bases, &store_code, existing.promocode.as_deref());
                let mut draft = validate::draft(conn, &ctx, &body)?;
                if let Some(kept) = &existing.influencer_id {
                    if draft.influencer_id.as_ref().is_some_and(|new| new != kept) {
                        return Err(AppError::field(
                            "influencer_username",
                            "The influencer of a link cannot be changed",
                        ));
                    }
                    draft.influencer_id = Some(kept.clone());
                }
                if !current.is_admin() {
                    // Influencers cannot see or change the merchant's tracking tags.
                    draft.utm = existing.utm();
                }
                diesel::update(links::table.find(&id))
                    .set((
                        links::url_type.eq(draft.target.url_type.as_db()),
                        links::description.eq(&draft.target.description),
                        links::images.eq(&draft.target.images),
                        links::promocode.eq(&draft.promocode),
                        links::influencer_id.eq(&draft.influencer_id),
                        UtmColumns::from(&draft.utm),
                        links::shopping_redirect_url.eq(&draft.target.shopping_redirect_url),
                        links::updated_at.eq(now()),
                    ))
                    .execute(conn)?;
                write_children(conn, &id, &draft.target)?;
                let row = access::find_visible(conn, &current, &id)?;
                Ok(outs(conn, &cx, vec![row])?.pop())
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    super::changes::changed(&state);
    Ok(envelope::ok(&out))
}
