//! `GET|HEAD /{username}/{id}`: serve a link to a shopper and record the view.

use std::sync::Arc;

use actix_web::cookie::{time::Duration, Cookie};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use super::resolve::{self, Action, Resolved, Served};
use super::{pick, target, unavailable};
use crate::error::AppError;
use crate::features::accounts::model::new_id;
use crate::features::clicks::event::Visit;
use crate::features::clicks::{bots, visitor, Device, EventKind};
use crate::state::AppState;

/// Name of the cookie keeping a visitor on a multilink experience.
pub fn experience_cookie_name(multilink_id: &str) -> String {
    format!("sl_exp_{multilink_id}")
}

/// Whether cookies must be `Secure` (the public URL is https).
pub fn secure_cookies(state: &AppState) -> bool {
    state.settings.public_url.scheme() == "https"
}

/// The handler.
pub async fn open(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let (username, id) = path.into_inner();
    if !super::is_link_path(&username, &id) {
        return crate::features::pages::render::page(req, state).await;
    }
    let Some(resolved) = resolve::find(&state, &username, &id).await? else {
        return Ok(unavailable::page());
    };
    let secure = secure_cookies(&state);
    let device = Device::from_user_agent(req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()));
    let mut cookies: Vec<Cookie<'static>> = Vec::new();
    let Some(served) = choose(&req, &resolved, device, secure, &mut cookies) else {
        return Ok(unavailable::page());
    };
    // A page load coming back from the cart form is the same visit, not another view.
    let notice = crate::features::storefront::cart::CartNotice::from_query(req.query_string());
    let returning = notice.is_some();
    let counted = !bots::is_bot(&req) && !returning;
    let click_id = new_id();
    let mut response = match &served.action {
        Action::Unavailable => return Ok(unavailable::page()),
        Action::Redirect(to) => {
            let location = target::with_tags(to, &served.link, &resolved.root, &click_id);
            HttpResponse::Found()
                .insert_header((header::LOCATION, location.as_str()))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish()
        }
        Action::Look { version } => {
            crate::features::storefront::page::serve(&req, &state, &resolved, served, version, notice).await?
        }
    };
    if counted {
        let (visitor_id, visitor_cookie) = visitor::visitor(&req, secure);
        cookies.extend(visitor_cookie);
        // Only a look's cart and checkout forms read the click id back from a cookie; a redirect
        // hands it to the store in the URL, and the shopper leaves.
        if matches!(served.action, Action::Look { .. }) {
            cookies.push(visitor::click_cookie(&resolved.root.id, &click_id, secure));
        }
        let visit = Visit {
            business_id: resolved.business_id.clone(),
            link_id: served.link.id.clone(),
            root_link_id: resolved.root.id.clone(),
            click_id,
            visitor_id,
            device,
            shown_products: Arc::clone(&served.products),
        };
        let product = matches!(served.action, Action::Redirect(_)).then(|| served.products.first().cloned()).flatten();
        state.clicks.record(visit.event(EventKind::View, product)).await;
    }
    for cookie in &cookies {
        response.add_cookie(cookie).map_err(|e| AppError::Internal(e.into()))?;
    }
    Ok(response)
}

/// The link that serves this visitor: the root, or for a multilink the kept or a freshly
/// picked experience (whose cookie is added to `cookies`).
pub fn choose<'a>(
    req: &HttpRequest,
    resolved: &'a Resolved,
    device: Device,
    secure: bool,
    cookies: &mut Vec<Cookie<'static>>,
) -> Option<&'a Served> {
    if !resolved.is_multilink() {
        return resolved.servable.first();
    }
    let name = experience_cookie_name(&resolved.root.id);
    let kept = req.cookie(&name).map(|c| c.value().to_owned());
    let rows: Vec<&crate::features::links::model::LinkRow> = resolved.servable.iter().map(|s| &s.link).collect();
    let chosen = pick::pick(&rows, device, kept.as_deref(), &mut rand::rng())?;
    let chosen_id = chosen.id.clone();
    if kept.as_deref() != Some(chosen_id.as_str()) {
        cookies.push(visitor::long_cookie(name, chosen_id.clone(), Duration::days(30), secure));
    }
    resolved.served(&chosen_id)
}
