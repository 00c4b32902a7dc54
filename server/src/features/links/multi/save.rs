//! Multilink create and edit (docs/links.md#multilinks): `POST /api/admin/v1/links/multi/create`
//! and `POST /api/admin/v1/links/multi/{id}/edit`. Admins only. The multilink row holds the title,
//! promocode and tracking tags; each experience is a link row under it holding its target, share
//! and device filter, with the multilink's promocode and tags copied so the public side serves an
//! experience like any link.

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;

use super::read::{experiences, find, outs_multi};
use super::wire::{LinkOptionIn, MultilinkBody};
use crate::clock::now;
use crate::db::schema::links;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::features::links::access;
use crate::features::links::destination::allowed_bases;
use crate::features::links::model::{new_link_id, DeviceOption, LinkKind, LinkRow, NewLink, UrlType, UtmColumns};
use crate::features::links::promocodes::require;
use crate::features::links::read::OutContext;
use crate::features::links::save::{insert_with_fresh_id, write_children};
use crate::features::links::validate::{self, Context, Target, TargetInput};
use crate::features::links::wire::UtmParams;
use crate::http::body::Json;
use crate::http::envelope;
use crate::state::AppState;

/// Fewest experiences (A and B).
pub const EXPERIENCES_MIN: usize = 2;
/// Most experiences (ours: A to E).
pub const EXPERIENCES_MAX: usize = 5;
/// Message when shares do not add up.
pub const SHARES_MESSAGE: &str = "Traffic shares must be whole numbers from 0 to 100 that add up to 100";
/// Message when a device would have no experience.
pub const DEVICES_MESSAGE: &str = "Every device needs an experience: set one to ALL, or cover both MOBILE and PC";

type Fields = BTreeMap<String, String>;

/// A checked experience.
struct Experience {
    link_id: Option<String>,
    share: i32,
    device: DeviceOption,
    target: Target,
}

/// A checked multilink.
struct Checked {
    title: String,
    promocode: Option<String>,
    utm: UtmParams,
    experiences: Vec<Experience>,
}

/// Experience types come in groups an edit may not leave: a look stays a look, and product,
/// collection and custom switch among themselves (docs/links.md#multilinks).
fn same_group(a: LinkKind, b: LinkKind) -> bool {
    (a == LinkKind::Look) == (b == LinkKind::Look)
}

fn kind_name(link_type: Option<&str>) -> Option<String> {
    link_type.map(|t| match t.to_ascii_uppercase().as_str() {
        "PRODUCT" | "COLLECTION" | "CUSTOM" => "SHORT".to_owned(),
        other => other.to_owned(),
    })
}

fn check(conn: &mut DbConnection, ctx: &Context<'_>, body: &MultilinkBody, existing: &[LinkRow]) -> AppResult<Checked> {
    let mut errors = Fields::new();
    let title = validate::title(&body.title, "title", true, &mut errors);
    let promocode = validate::promocode(body.promocode.as_ref().and_then(|p| p.code()), ctx.store_code, &mut errors);
    let utm = validate::utm(body.utm_params.clone(), &mut errors);
    if !(EXPERIENCES_MIN..=EXPERIENCES_MAX).contains(&body.links_options.len()) {
        errors.insert(
            "links_options".into(),
            format!("A multilink has {EXPERIENCES_MIN} to {EXPERIENCES_MAX} experiences"),
        );
    }
    let mut experiences = Vec::new();
    // Past the limit the body is refused already: check no more experiences than one may hold.
    for (i, option) in body.links_options.iter().take(EXPERIENCES_MAX).enumerate() {
        experiences.push(experience(conn, ctx, option, i, existing, &mut errors)?);
    }
    let shares: Vec<i64> = body.links_options.iter().map(|o| o.value).collect();
    if shares.iter().any(|s| !(0..=100).contains(s)) || shares.iter().sum::<i64>() != 100 {
        errors.insert("links_options.value".into(), SHARES_MESSAGE.into());
    }
    let covers = |device| experiences.iter().any(|e| e.device == DeviceOption::All || e.device == device);
    let uncovered = !covers(DeviceOption::Mobile) || !covers(DeviceOption::Pc);
    if !experiences.is_empty() && uncovered {
        errors.insert("links_options.device_option".into(), DEVICES_MESSAGE.into());
    }
    match AppError::fields(errors) {
        Some(error) => Err(error),
        None => Ok(Checked { title, promocode, utm, experiences }),
    }
}

fn experience(
    conn: &mut DbConnection,
    ctx: &Context<'_>,
    option: &LinkOptionIn,
    i: usize,
    existing: &[LinkRow],
    errors: &mut Fields,
) -> AppResult<Experience> {
    let prefix = format!("links_options[{i}].");
    let resource = &option.link_resource;
    let link_type = kind_name(resource.link_type.as_deref());
    let input = TargetInput {
        link_type: link_type.as_deref(),
        description: &resource.description,
        images: &resource.images,
        inventory_ids: &resource.inventory_ids,
        selected_options: &resource.selected_options,
        collection_ids: &resource.collection_ids,
        shopping_redirect_url: resource.shopping_redirect_url.as_deref(),
    };
    let target = validate::target(conn, ctx, &input, &prefix, errors)?;
    let device = match option.device_option.as_deref() {
        None => DeviceOption::All,
        Some(raw) => DeviceOption::parse(raw).unwrap_or_else(|| {
            errors.insert(format!("{prefix}device_option"), "The device must be ALL, MOBILE or PC".into());
            DeviceOption::All
        }),
    };
    if let Some(id) = option.link_id.as_deref() {
        match existing.iter().find(|e| e.id == id) {
            None => {
                errors.insert(format!("{prefix}link_id"), "No such experience in this multilink".into());
            }
            Some(old) if !same_group(old.kind, target.kind) => {
                errors.insert(format!("{prefix}link_type"), "A look experience stays a look, and a product, collection or custom experience cannot become a look".into());
            }
            Some(_) => {}
        }
    }
    Ok(Experience {
        link_id: option.link_id.clone(),
        share: i32::try_from(option.value.clamp(0, 100)).unwrap_or(0),
        device,
        target,
    })
}

fn row(
    current: &Session,
    id: String,
    parent: Option<&str>,
    kind: LinkKind,
    url_type: UrlType,
    checked: &Checked,
) -> NewLink {
    let user = match &current.subject {
        SessionSubject::Admin(user) => Some(user.id.clone()),
        SessionSubject::Influencer { .. } => None,
    };
    let at = now();
    NewLink {
        id,
        business_id: current.business_id.clone(),
        kind,
        parent_id: parent.map(str::to_owned),
        position: 0,
        traffic_share: 100,
        device_option: DeviceOption::All,
        url_type,
        description: checked.title.clone(),
        images: "[]".into(),
        promocode: checked.promocode.clone(),
        influencer_id: None,
        utm_source: checked.utm.utm_source.clone(),
        utm_medium: checked.utm.utm_medium.clone(),
        utm_campaign: checked.utm.utm_campaign.clone(),
        utm_term: checked.utm.utm_term.clone(),
        utm_content: checked.utm.utm_content.clone(),
        shopping_redirect_url: None,
        created_by_user_id: user,
        created_by_influencer_id: None,
        created_at: at,
        updated_at: at,
    }
}

/// Writes the experiences of `parent`: updates the ones named by id, inserts new ones, and
/// closes the ones the body left out.
fn write_experiences(
    conn: &mut DbConnection,
    current: &Session,
    parent: &str,
    checked: &Checked,
    existing: &[LinkRow],
) -> AppResult<()> {
    for (position, e) in checked.experiences.iter().enumerate() {
        let position = i32::try_from(position).unwrap_or(i32::MAX);
        let id = match &e.link_id {
            Some(id) => id.clone(),
            None => {
                let mut new = row(current, new_link_id(), Some(parent), e.target.kind, e.target.url_type, checked);
                new.created_at = now();
                insert_with_fresh_id(conn, new)?
            }
        };
        diesel::update(links::table.find(&id))
            .set((
                links::kind.eq(e.target.kind.as_db()),
                links::url_type.eq(e.target.url_type.as_db()),
                links::position.eq(position),
                links::traffic_share.eq(e.share),
                links::device_option.eq(e.device.as_db()),
                links::description.eq(if e.target.description.is_empty() {
                    &checked.title
                } else {
                    &e.target.description
                }),
                links::images.eq(&e.target.images),
                links::promocode.eq(&checked.promocode),
                UtmColumns::from(&checked.utm),
                links::shopping_redirect_url.eq(&e.target.shopping_redirect_url),
                links::updated_at.eq(now()),
            ))
            .execute(conn)?;
        write_children(conn, &id, &e.target)?;
    }
    let kept: Vec<&str> = checked.experiences.iter().filter_map(|e| e.link_id.as_deref()).collect();
    for gone in existing.iter().filter(|e| !kept.contains(&e.id.as_str())) {
        diesel::update(links::table.find(&gone.id)).set(links::closed_at.eq(Some(now()))).execute(conn)?;
    }
    Ok(())
}

async fn admin(state: &AppState, req: &HttpRequest, body: &MultilinkBody) -> AppResult<Session> {
    let current = session::require(&state.db, req).await?;
    current.require_merchant()?;
    access::require_editor(&current)?;
    if let Some(business_id) = body.business_id.as_deref() {
        current.require_own_business(business_id)?;
    }
    Ok(current)
}

/// `POST /api/admin/v1/links/multi/create`.
#[utoipa::path(post, path = "/api/admin/v1/links/multi/create", request_body = MultilinkBody,
    responses((status = 200, description = "data: the new multilink"), (status = 403, description = "admins only; trial ended"),
        (status = 422, description = "a rule is broken; nothing written")))]
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<MultilinkBody>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let current = admin(&state, &req, &body).await?;
    let bases = allowed_bases(&state, current.business.store_domain.as_deref());
    let store_code = require::ask(&state, &current.business_id, body.promocode.as_ref()).await;
    let cx = OutContext::of(&state, &current);
    let out = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let ctx = Context {
                    business_id: &current.business_id,
                    bases: &bases,
                    is_admin: true,
                    own_influencer_id: None,
                    store_code: &store_code,
                    influencer_codes: None,
                };
                let checked = check(conn, &ctx, &body, &[])?;
                let id = insert_with_fresh_id(
                    conn,
                    row(&current, new_link_id(), None, LinkKind::Multilink, UrlType::Multilink, &checked),
                )?;
                write_experiences(conn, &current, &id, &checked, &[])?;
                let row = find(conn, &current, &id)?;
                Ok(outs_multi(conn, &cx, vec![row])?.pop())
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    crate::features::links::changes::changed(&state);
    Ok(envelope::ok(&out))
}

/// `POST /api/admin/v1/links/multi/{id}/edit`.
#[utoipa::path(post, path = "/api/admin/v1/links/multi/{id}/edit", request_body = MultilinkBody,
    params(("id" = String, Path, description = "multilink id")),
    responses((status = 200, description = "data: the saved multilink"), (status = 403, description = "admins only; trial ended"),
        (status = 404, description = "no such multilink for the caller"), (status = 422, description = "a rule is broken; nothing written")))]
pub async fn edit(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: Json<MultilinkBody>,
) -> AppResult<HttpResponse> {
    let body = body.into_inner();
    let current = admin(&state, &req, &body).await?;
    let bases = allowed_bases(&state, current.business.store_domain.as_deref());
    let store_code = require::ask(&state, &current.business_id, body.promocode.as_ref()).await;
    let cx = OutContext::of(&state, &current);
    let id = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            crate::db::write_transaction(conn, |conn| {
                let multilink = find(conn, &current, &id)?;
                let existing = experiences(conn, std::slice::from_ref(&multilink.id))?;
                let ctx = Context {
                    business_id: &current.business_id,
                    bases: &bases,
                    is_admin: true,
                    own_influencer_id: None,
                    store_code: &store_code,
                    influencer_codes: None,
                };
                let checked = check(conn, &ctx, &body, &existing)?;
                diesel::update(links::table.find(&multilink.id))
                    .set((
                        links::description.eq(&checked.title),
                        links::promocode.eq(&checked.promocode),
                        UtmColumns::from(&checked.utm),
                        links::updated_at.eq(now()),
                    ))
                    .execute(conn)?;
                write_experiences(conn, &current, &multilink.id, &checked, &existing)?;
                let row = find(conn, &current, &multilink.id)?;
                Ok(outs_multi(conn, &cx, vec![row])?.pop())
            })
        })
        .await?;
    // Copies of links kept elsewhere (the public side's cache) are dropped at once.
    crate::features::links::changes::changed(&state);
    Ok(envelope::ok(&out))
}
