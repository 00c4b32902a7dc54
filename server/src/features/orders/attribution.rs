//! Which link sold an order (docs/analytics.md). Runs inside the
//! transaction that writes an `orders/create`, `orders/updated` or `orders/paid` webhook:
//!
//! 1. **CLICK**: the cart attribute [`CLICK_KEY`] names the click id of the view that
//!    started the visit; its `link_events` row gives the link that served (the experience, for
//!    a multilink), the link in the URL, and the influencer of the link.
//! 2. **PROMOCODE**: else a discount code equal (case-insensitive) to the promocode of a live
//!    link of the business, the most recently created winning; an experience's root is its
//!    multilink.
//! 3. Else the order is not attributed (organic).
//!
//! One row per order (`order_attributions` is keyed by it), so redeliveries and updates never
//! duplicate. A CLICK attribution is final; a PROMOCODE one is upgraded when a later pass finds
//! the click, and a later pass that finds nothing leaves an earlier attribution alone.
//!
//! The click writer batches its inserts, so an order can arrive before the view that carries
//! its click id is stored. Such an order is attributed by promocode (or not at all) for now,
//! and attributed again when the store next updates it (`orders/updated`, `orders/paid`) and by
//! [`spawn_retries`], which every [`RETRY_EVERY`] looks at recent orders that carry a click id
//! but have no CLICK attribution yet.

use std::time::Duration;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::{link_events, links, order_attributions, orders};
use crate::db::{Db, DbConnection};
use crate::error::AppResult;
use crate::features::clicks::CLICK_KEY;
use crate::features::orders::model::{DiscountCode, NoteAttribute};

/// How an order was attributed, stored in `order_attributions.method`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Through the click id of the visit that checked out.
    Click,
    /// Through a link's promocode used at checkout.
    Promocode,
}

impl Method {
    /// The stored value.
    pub fn as_db(self) -> &'static str {
        match self {
            Method::Click => "CLICK",
            Method::Promocode => "PROMOCODE",
        }
    }

    /// The method a stored value names.
    pub fn from_db(value: &str) -> Option<Self> {
        [Method::Click, Method::Promocode].into_iter().find(|m| m.as_db() == value)
    }
}

/// How often [`spawn_retries`] looks for orders whose click has since been stored.
pub const RETRY_EVERY: Duration = Duration::from_secs(30);
/// How far back it looks: the click writer flushes within seconds, so a day covers restarts
/// and outages without rescanning old orders forever.
pub const RETRY_WINDOW_HOURS: i64 = 24;

/// A stored attribution.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = order_attributions)]
pub struct Attribution {
    pub(crate) order_id: String,
    /// Owning business.
    pub business_id: String,
    /// The link that served (the experience, for a multilink).
    pub link_id: String,
    /// The link in the URL (the multilink, for an experience).
    pub root_link_id: String,
    /// The influencer credited.
    pub influencer_id: Option<String>,
    /// The click id, for CLICK.
    pub click_id: Option<String>,
    /// CLICK or PROMOCODE.
    pub method: String,
    /// When the order was placed (figures filter on it).
    pub created_at: NaiveDateTime,
}

/// The click id an order carries, if any.
pub fn click_id_of(note_attributes: &str) -> Option<String> {
    let attributes: Vec<NoteAttribute> = serde_json::from_str(note_attributes).unwrap_or_default();
    attributes
        .into_iter()
        .find(|a| a.name == CLICK_KEY)
        .map(|a| a.value.trim().to_owned())
        .filter(|v| !v.is_empty() && v.len() <= 128)
}

/// Works out and stores the attribution of order `order_id` (our id) of `business_id`; returns
/// what is stored afterwards. Call inside the transaction that wrote the order.
pub fn attribute(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<Attribution>> {
    let Some((note_attributes, discount_codes, placed)) = orders::table
        .filter(orders::id.eq(order_id))
        .filter(orders::business_id.eq(business_id))
        .select((orders::note_attributes, orders::discount_codes, orders::created_at))
        .first::<(String, String, NaiveDateTime)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let existing = order_attributions::table
        .find(order_id)
        .select(Attribution::as_select())
        .first::<Attribution>(conn)
        .optional()?;
    if existing.as_ref().is_some_and(|a| Method::from_db(&a.method) == Some(Method::Click)) {
        return Ok(existing);
    }
    let found = match by_click(conn, business_id, &note_attributes)? {
        Some(found) => Some(found),
        None if existing.is_none() => by_promocode(conn, business_id, &discount_codes)?,
        None => None,
    };
    let Some(found) = found else { return Ok(existing) };
    let row = Attribution {
        order_id: order_id.to_owned(),
        business_id: business_id.to_owned(),
        link_id: found.link_id,
        root_link_id: found.root_link_id,
        influencer_id: found.influencer_id,
        click_id: found.click_id,
        method: found.method.as_db().to_owned(),
        created_at: placed,
    };
    if existing.is_some() {
        diesel::delete(order_attributions::table.find(order_id)).execute(conn)?;
    }
    diesel::insert_into(order_attributions::table).values(&row).execute(conn)?;
    Ok(Some(row))
}

struct Found {
    link_id: String,
    root_link_id: String,
    influencer_id: Option<String>,
    click_id: Option<String>,
    method: Method,
}

fn by_click(conn: &mut DbConnection, business_id: &str, note_attributes: &str) -> AppResult<Option<Found>> {
    let Some(click) = click_id_of(note_attributes) else { return Ok(None) };
    let Some((link_id, root_link_id)) = link_events::table
        .filter(link_events::click_id.eq(&click))
        .filter(link_events::business_id.eq(business_id))
        .order(link_events::created_at.asc())
        .select((link_events::link_id, link_events::root_link_id))
        .first::<(String, String)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    // The experience's influencer, else the multilink's.
    let influencers: Vec<(String, Option<String>)> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq_any(vec![link_id.clone(), root_link_id.clone()]))
        .select((links::id, links::influencer_id))
        .load(conn)?;
    let of = |id: &str| influencers.iter().find(|(l, _)| l == id).and_then(|(_, i)| i.clone());
    let influencer_id = of(&link_id).or_else(|| of(&root_link_id));
    Ok(Some(Found { link_id, root_link_id, influencer_id, click_id: Some(click), method: Method::Click }))
}

/// A live link with a promocode: id, multilink, influencer, code, created.
type PromocodeCandidate = (String, Option<String>, Option<String>, String, NaiveDateTime);

fn by_promocode(conn: &mut DbConnection, business_id: &str, discount_codes: &str) -> AppResult<Option<Found>> {
    let codes: Vec<DiscountCode> = serde_json::from_str(discount_codes).unwrap_or_default();
    let wanted: Vec<String> = codes.iter().map(|c| c.code.trim().to_lowercase()).filter(|c| !c.is_empty()).collect();
    if wanted.is_empty() {
        return Ok(None);
    }
    // Promocodes are short and a business has few live links with one; compare in Rust so the
    // case folding is the same on both backends.
    let candidates: Vec<PromocodeCandidate> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::closed_at.is_null())
        .filter(links::store_disconnected_at.is_null())
        .filter(links::promocode.is_not_null())
        .order((links::created_at.desc(), links::id.desc()))
        .select((
            links::id,
            links::parent_id,
            links::influencer_id,
            links::promocode.assume_not_null(),
            links::created_at,
        ))
        .load(conn)?;
    let Some((id, parent, influencer, _, _)) =
        candidates.into_iter().find(|(_, _, _, code, _)| wanted.contains(&code.trim().to_lowercase()))
    else {
        return Ok(None);
    };
    let influencer_id = match (&influencer, &parent) {
        (None, Some(parent)) => links::table
            .filter(links::business_id.eq(business_id))
            .filter(links::id.eq(parent))
            .select(links::influencer_id)
            .first::<Option<String>>(conn)
            .optional()?
            .flatten(),
        _ => influencer,
    };
    Ok(Some(Found {
        root_link_id: parent.unwrap_or_else(|| id.clone()),
        link_id: id,
        influencer_id,
        click_id: None,
        method: Method::Promocode,
    }))
}

/// Recent orders that carry a click id but have no CLICK attribution: business, order id and
/// cart attributes.
fn awaiting_click(conn: &mut DbConnection) -> AppResult<Vec<(String, String, String)>> {
    let since = now() - chrono::Duration::hours(RETRY_WINDOW_HOURS);
    let clicked = order_attributions::table
        .filter(order_attributions::method.eq(Method::Click.as_db()))
        .select(order_attributions::order_id);
    Ok(orders::table
        .filter(orders::created_at.ge(since))
        .filter(orders::note_attributes.like(format!("%\"{CLICK_KEY}\"%")))
        .filter(orders::id.ne_all(clicked))
        .select((orders::business_id, orders::id, orders::note_attributes))
        .load(conn)?)
}

/// One retry pass: attributes the recent orders whose click has since been stored; returns how
/// many were (re)attributed by click. Only orders whose click is now known take the write lock.
pub fn retry_pending(conn: &mut DbConnection) -> AppResult<usize> {
    let mut done = 0;
    for (business_id, order_id, attributes) in awaiting_click(conn)? {
        if by_click(conn, &business_id, &attributes)?.is_none() {
            continue;
        }
        let stored = crate::db::write_transaction(conn, |conn| attribute(conn, &business_id, &order_id))?;
        if stored.is_some_and(|a| Method::from_db(&a.method) == Some(Method::Click)) {
            done += 1;
        }
    }
    Ok(done)
}

/// Runs [`retry_pending`] every [`RETRY_EVERY`] until the server stops. Safe on every
/// instance at once: attributing is idempotent and keyed by the order.
pub fn spawn_retries(db: Db) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(RETRY_EVERY);
        loop {
            tick.tick().await;
            match db.run(retry_pending).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(orders = n, "orders attributed to the click that arrived after them"),
                Err(e) => tracing::warn!(error = %e, "attribution retry failed"),
            }
        }
    });
}
