//! `GET|HEAD /{username}/{id}` (and the feed's `/{username}/shopboard`): serve a link to a
//! shopper and record the view.

use std::sync::Arc;

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use super::cart::CartNotice;
use super::resolve::Action;
use super::visit::{self, Shopper};
use super::{target, unavailable};
use crate::error::AppError;
use crate::features::clicks::{visitor, EventKind};
use crate::ids::new_ordered_id;
use crate::state::AppState;

/// The handler.
pub async fn open(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let (username, id) = path.into_inner();
    let mut shopper = match Shopper::find(&req, &state, &username, &id).await? {
        Ok(shopper) => shopper,
        Err(miss) => return visit::miss(miss, req, state).await,
    };
    // A page load coming back from the cart form is the same visit, not another view; so is
    // opening the link again within the repeat window (a reload). A repeat keeps the click id of
    // the view it repeats, so a sale after it still finds that view.
    let notice = CartNotice::from_query(req.query_string());
    let root_id = &shopper.resolved.root.id;
    let repeat = visitor::seen_recently(&req, root_id).then(|| visitor::click_id(&req, root_id)).flatten();
    let counted = !shopper.is_bot && notice.is_none() && repeat.is_none();
    let click_id = repeat.unwrap_or_else(new_ordered_id);
    let served = shopper.served();
    let mut response = match &served.action {
        Action::Unavailable => return Ok(unavailable::page()),
        Action::Redirect(to) => {
            let root = &shopper.resolved.root;
            let tags = target::tags(&served.link, root, &shopper.resolved.default_tags);
            let tagged = target::with_tags(to, tags, &click_id);
            let code = served.link.promocode.as_deref().or(root.promocode.as_deref());
            let location = target::through_discount(tagged, code, &shopper.resolved.store_base);
            HttpResponse::Found()
                .insert_header((header::LOCATION, location))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish()
        }
        Action::Look { version } => {
            super::page::serve(&req, &state, &shopper.resolved, served, version, notice).await?
        }
        Action::Feed { version } => match super::feed::serve(&req, &state, &shopper.resolved, version).await? {
            Some(page) => page,
            None => return Ok(unavailable::page()),
        },
    };
    if counted {
        let is_look = matches!(served.action, Action::Look { .. } | Action::Feed { .. });
        let shown = Arc::clone(&served.products);
        let product = (!is_look).then(|| served.products.first().cloned()).flatten();
        let visit = shopper.visit(&req, click_id, shown);
        // A look's cart and checkout forms read the click id back from this cookie, and a repeat
        // within the window reuses it (a redirect also hands it to the store in the URL).
        shopper.cookies.push(visitor::click_cookie(&visit.root_link_id, &visit.click_id, shopper.secure));
        shopper.cookies.push(visitor::seen_cookie(&visit.root_link_id, shopper.secure));
        visit::record(&state, Some(&visit), EventKind::View, product).await;
    }
    shopper.set_cookies(&mut response)?;
    Ok(response)
}
