//! The shopper's request to a public link, worked out once for every answer above it (open,
//! cart, checkout): which link the path names, which of its parts serves this visitor (a
//! multilink keeps a visitor on one experience with a cookie), the device, whether a bot asks,
//! and — only for a visit that counts — the visitor id and click id its events carry.

use std::sync::Arc;

use actix_web::cookie::{time::Duration, Cookie};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use super::resolve::{self, Resolved, Served};
use super::{pick, unavailable};
use crate::error::AppError;
use crate::features::clicks::Visit;
use crate::features::clicks::{bots, visitor, ClickSink, Device, EventKind};
use crate::state::AppState;

/// Name of the cookie keeping a visitor on a multilink experience.
pub fn experience_cookie_name(multilink_id: &str) -> String {
    format!("sl_exp_{multilink_id}")
}

/// Why a path serves no link.
#[derive(Debug)]
pub enum Miss {
    /// The path is an app page (`/login/influencer`): the page renderer answers.
    AppPage,
    /// Unknown, closed, disconnected, or nothing servable for this device.
    Unavailable,
}

/// A shopper's request to a link that serves.
pub struct Shopper {
    /// The link in the URL, as resolved.
    pub resolved: Arc<Resolved>,
    /// Index into `resolved.servable` of the part serving this visitor.
    served: usize,
    /// Device class from the user agent.
    pub device: Device,
    /// A crawler, preview bot or HEAD request: gets the answer, never counts.
    pub is_bot: bool,
    /// Whether cookies must be `Secure` (the public URL is https).
    pub secure: bool,
    /// Cookies the answer sets (experience, visitor, click, cart).
    pub cookies: Vec<Cookie<'static>>,
}

impl Shopper {
    /// Resolves `/{username}/{id}` for this request and picks what serves the visitor.
    pub async fn find(
        req: &HttpRequest,
        state: &web::Data<AppState>,
        username: &str,
        id: &str,
    ) -> Result<Result<Self, Miss>, AppError> {
        if !super::is_link_path(username, id) {
            return Ok(Err(Miss::AppPage));
        }
        let Some(resolved) = resolve::find(state, username, id).await? else { return Ok(Err(Miss::Unavailable)) };
        let device = Device::from_user_agent(req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()));
        let mut shopper = Shopper {
            resolved,
            served: 0,
            device,
            is_bot: bots::is_bot(req),
            secure: state.settings.public_url.scheme() == "https",
            cookies: Vec::new(),
        };
        match shopper.choose(req) {
            Some(index) => shopper.served = index,
            None => return Ok(Err(Miss::Unavailable)),
        }
        Ok(Ok(shopper))
    }

    /// The part serving this visitor: the root, or for a multilink the kept or a freshly
    /// picked experience (whose cookie joins `cookies`).
    fn choose(&mut self, req: &HttpRequest) -> Option<usize> {
        let resolved = Arc::clone(&self.resolved);
        if !resolved.is_multilink() {
            return (!resolved.servable.is_empty()).then_some(0);
        }
        let name = experience_cookie_name(&resolved.root.id);
        let kept = req.cookie(&name).map(|c| c.value().to_owned());
        let rows: Vec<&crate::features::links::LinkRow> = resolved.servable.iter().map(|s| &s.link).collect();
        let chosen = pick::pick(&rows, self.device, kept.as_deref(), &mut rand::rng())?.id.clone();
        if kept.as_deref() != Some(chosen.as_str()) {
            self.cookies.push(visitor::long_cookie(name, chosen.clone(), Duration::days(30), self.secure));
        }
        resolved.servable.iter().position(|s| s.link.id == chosen)
    }

    /// The part serving this visitor.
    pub fn served(&self) -> &Served {
        &self.resolved.servable[self.served]
    }

    /// The visit whose events this request records, with `click_id`; sets the visitor cookie
    /// when the visitor is new. Call it only for a request that counts.
    pub fn visit(&mut self, req: &HttpRequest, click_id: String, shown_products: Arc<[String]>) -> Visit {
        let (visitor_id, cookie) = visitor::visitor(req, self.secure);
        self.cookies.extend(cookie);
        Visit {
            business_id: self.resolved.business_id.clone(),
            link_id: self.served().link.id.clone(),
            root_link_id: self.resolved.root.id.clone(),
            click_id,
            visitor_id,
            device: self.device,
            shown_products,
        }
    }

    /// Adds the cookies to `response`.
    pub fn set_cookies(&self, response: &mut HttpResponse) -> Result<(), AppError> {
        for cookie in &self.cookies {
            response.add_cookie(cookie).map_err(|e| AppError::Internal(e.into()))?;
        }
        Ok(())
    }
}

/// Records `kind` for `visit` (nothing when there is no counted visit).
pub async fn record(state: &AppState, visit: Option<&Visit>, kind: EventKind, product: Option<String>) {
    if let Some(visit) = visit {
        state.handle::<ClickSink>().record(visit.event(kind, product)).await;
    }
}

/// The answer for a path that serves no link.
pub async fn miss(miss: Miss, req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    match miss {
        Miss::AppPage => crate::features::pages::page(req, state).await,
        Miss::Unavailable => Ok(unavailable::page()),
    }
}
