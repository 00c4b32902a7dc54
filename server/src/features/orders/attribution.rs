//! Which link sold an order (docs/analytics.md). Runs inside the
//! transaction that writes an `orders/create`, `orders/updated` or `orders/paid` webhook:
//!
//! 1. **CLICK**: the cart attribute [`CLICK_KEY`] names the click id of the view that
//!    started the visit (looks and multilinks hand off through a cart permalink that carries
//!    it); its stored view (asked of `clicks`) gives the link that served (the experience, for
//!    a multilink) and the link in the URL, and `links` gives the influencer of the link.
//! 2. **LANDING**: else the same click id in the query string of the order's landing site, the
//!    first page of the visit (a short sends the shopper to the product page with
//!    `?shoplinks_click=…`; the store keeps that address on the order). Resolved as for CLICK.
//! 3. **INFLUENCER_CODE**: else a discount code equal (case-insensitive) to the promocode of an
//!    influencer of the business: the order is theirs with no link ("organic" in their
//!    insights). An influencer's code names a person, not a link, so it is asked before links'
//!    codes (a link of theirs usually carries the same code).
//! 4. **PROMOCODE**: else a discount code equal (case-insensitive) to the promocode of a live
//!    link of the business, the most recently created winning; an experience's root is its
//!    multilink.
//! 5. Else the order is not attributed (organic).
//!
//! One row per order (`order_attributions` is keyed by it), so redeliveries and updates never
//! duplicate. A CLICK or LANDING attribution is final; a PROMOCODE one is upgraded when a later
//! pass finds the click, and a later pass that finds nothing leaves an earlier attribution alone.
//!
//! Clicks are imported from the journal in batches, so an order can arrive before the view that carries
//! its click id is stored. Such an order is attributed by promocode (or not at all) for now,
//! and attributed again when the store next updates it (`orders/updated`, `orders/paid`) and by
//! [`RETRY`], which every [`RETRY_EVERY`] looks at recent orders that carry a click id
//! (in a cart attribute or the landing site) but have no final attribution yet.

use std::time::Duration;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::counted::tracked;
use crate::clock::now;
use crate::db::schema::{order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::clicks::{ClickedLinks, CLICK_KEY};
use crate::features::jobs::{self, Periodic};
use crate::features::links::CodedLink;
use crate::features::orders::model::{DiscountCode, NoteAttribute};

/// How an order was attributed, stored in `order_attributions.method`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Through the click id of the visit that checked out, in a cart attribute.
    Click,
    /// Through the click id in the address the visit landed on (a short's hand-off).
    Landing,
    /// Through an influencer's promocode used at checkout, with no link.
    InfluencerCode,
    /// Through a link's promocode used at checkout.
    Promocode,
}

impl Method {
    /// The stored value.
    pub fn as_db(self) -> &'static str {
        match self {
            Method::Click => "CLICK",
            Method::Landing => "LANDING",
            Method::InfluencerCode => "INFLUENCER_CODE",
            Method::Promocode => "PROMOCODE",
        }
    }

    /// The method a stored value names.
    pub fn from_db(value: &str) -> Option<Self> {
        [Method::Click, Method::Landing, Method::InfluencerCode, Method::Promocode]
            .into_iter()
            .find(|m| m.as_db() == value)
    }

    /// Whether a later pass may not replace it: a click names the visit, a promocode only a link.
    pub fn is_final(self) -> bool {
        matches!(self, Method::Click | Method::Landing)
    }
}

fn is_final(stored: &str) -> bool {
    Method::from_db(stored).is_some_and(Method::is_final)
}

/// How often [`spawn_retries`] looks for orders whose click has since been stored.
pub const RETRY_EVERY: Duration = Duration::from_secs(30);
/// How far back it looks: clicks are imported within seconds, so a day covers restarts
/// and outages without rescanning old orders forever.
pub const RETRY_WINDOW_HOURS: i64 = 24;

/// A stored attribution.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = order_attributions)]
pub struct Attribution {
    pub(crate) order_id: String,
    /// Owning business.
    pub business_id: String,
    /// The link that served (the experience, for a multilink); none for INFLUENCER_CODE.
    pub link_id: Option<String>,
    /// The link in the URL (the multilink, for an experience); none for INFLUENCER_CODE.
    pub root_link_id: Option<String>,
    /// The influencer credited.
    pub influencer_id: Option<String>,
    /// The click id, for CLICK.
    pub click_id: Option<String>,
    /// CLICK, LANDING, INFLUENCER_CODE or PROMOCODE.
    pub method: String,
    /// When the order was placed (figures filter on it).
    pub created_at: NaiveDateTime,
}

/// The click id an order carries in its cart attributes, if any.
pub fn click_id_of(note_attributes: &str) -> Option<String> {
    let attributes: Vec<NoteAttribute> = serde_json::from_str(note_attributes).unwrap_or_default();
    attributes.into_iter().find(|a| a.name == CLICK_KEY).and_then(|a| plausible_click(&a.value))
}

/// The click id in the query string of a landing site, if any. Stores send it as a path
/// (`/products/tee?shoplinks_click=…`) or, from some channels, as a whole URL. A visit that
/// entered through the store's discount link (a short with a promocode) landed on
/// `/discount/CODE?redirect=/products/tee?…shoplinks_click=…`: the id is then in `redirect`.
pub fn click_id_in_landing(landing_site: &str) -> Option<String> {
    let base = url::Url::parse("https://store.invalid/").ok()?;
    let url = base.join(landing_site.trim()).ok()?;
    let pairs: Vec<(String, String)> = url.query_pairs().into_owned().collect();
    if let Some((_, value)) = pairs.iter().find(|(k, _)| k == CLICK_KEY) {
        return plausible_click(value);
    }
    let (_, redirect) = pairs.iter().find(|(k, _)| k == "redirect")?;
    let inner = base.join(redirect).ok()?;
    let (_, value) = inner.query_pairs().find(|(k, _)| k == CLICK_KEY)?;
    plausible_click(&value)
}

fn plausible_click(value: &str) -> Option<String> {
    Some(value.trim().to_owned()).filter(|v| !v.is_empty() && v.len() <= 128)
}

/// The click id an order carries and how it was found: the cart attribute first, then the
/// landing site.
fn click_of(note_attributes: &str, landing_site: Option<&str>) -> Option<(String, Method)> {
    click_id_of(note_attributes)
        .map(|click| (click, Method::Click))
        .or_else(|| landing_site.and_then(click_id_in_landing).map(|click| (click, Method::Landing)))
}

/// Works out and stores the attribution of order `order_id` (our id) of `business_id`; returns
/// what is stored afterwards. Call inside the transaction that wrote the order.
pub fn attribute(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<Attribution>> {
    let Some((note_attributes, landing_site, discount_codes, placed)) = orders::table
        .filter(orders::id.eq(order_id))
        .filter(orders::business_id.eq(business_id))
        .select((orders::note_attributes, orders::landing_site, orders::discount_codes, orders::created_at))
        .first::<(String, Option<String>, String, NaiveDateTime)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let existing = order_attributions::table
        .find(order_id)
        .select(Attribution::as_select())
        .first::<Attribution>(conn)
        .optional()?;
    if existing.as_ref().is_some_and(|a| is_final(&a.method)) {
        return Ok(existing);
    }
    let found = match by_click(conn, business_id, click_of(&note_attributes, landing_site.as_deref()))? {
        Some(found) => Some(found),
        None if existing.is_none() => match by_influencer_code(conn, business_id, &discount_codes)? {
            Some(found) => Some(found),
            None => by_promocode(conn, business_id, &discount_codes)?,
        },
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
    link_id: Option<String>,
    root_link_id: Option<String>,
    influencer_id: Option<String>,
    click_id: Option<String>,
    method: Method,
}

fn by_click(conn: &mut DbConnection, business_id: &str, click: Option<(String, Method)>) -> AppResult<Option<Found>> {
    let Some((click, method)) = click else { return Ok(None) };
    let Some(ClickedLinks { link_id, root_link_id }) =
        crate::features::clicks::links_of_click(conn, business_id, &click)?
    else {
        return Ok(None);
    };
    // The experience's influencer, else the multilink's.
    let links = crate::features::links::facts_of(conn, &[link_id.as_str(), root_link_id.as_str()])?;
    let of = |id: &str| links.get(id).filter(|l| l.business_id == business_id).and_then(|l| l.influencer_id.clone());
    let influencer_id = of(&link_id).or_else(|| of(&root_link_id));
    Ok(Some(Found {
        link_id: Some(link_id),
        root_link_id: Some(root_link_id),
        influencer_id,
        click_id: Some(click),
        method,
    }))
}

/// The order's discount codes, trimmed and lower-cased (codes are compared ignoring case, in
/// Rust so the folding is the same on both backends).
fn codes_of(discount_codes: &str) -> Vec<String> {
    let codes: Vec<DiscountCode> = serde_json::from_str(discount_codes).unwrap_or_default();
    codes.iter().map(|c| c.code.trim().to_lowercase()).filter(|c| !c.is_empty()).collect()
}

/// An influencer's code names a person, not a link: the order is theirs with no link.
fn by_influencer_code(conn: &mut DbConnection, business_id: &str, discount_codes: &str) -> AppResult<Option<Found>> {
    let influencer = crate::features::accounts::influencer_of_code(conn, business_id, &codes_of(discount_codes))?;
    Ok(influencer.map(|id| Found {
        link_id: None,
        root_link_id: None,
        influencer_id: Some(id),
        click_id: None,
        method: Method::InfluencerCode,
    }))
}

fn by_promocode(conn: &mut DbConnection, business_id: &str, discount_codes: &str) -> AppResult<Option<Found>> {
    let Some(CodedLink { id, parent_id, influencer_id }) =
        crate::features::links::live_link_of_code(conn, business_id, &codes_of(discount_codes))?
    else {
        return Ok(None);
    };
    // An experience of no one's is its multilink's influencer's.
    let influencer_id = match (influencer_id, &parent_id) {
        (None, Some(parent)) => crate::features::links::facts_of(conn, &[parent.as_str()])?
            .remove(parent.as_str())
            .filter(|l| l.business_id == business_id)
            .and_then(|l| l.influencer_id),
        (influencer_id, _) => influencer_id,
    };
    Ok(Some(Found {
        root_link_id: Some(parent_id.unwrap_or_else(|| id.clone())),
        link_id: Some(id),
        influencer_id,
        click_id: None,
        method: Method::Promocode,
    }))
}

/// A recent order awaiting its click: business, order id, cart attributes and landing site.
type Awaiting = (String, String, String, Option<String>);

/// Recent orders that carry a click id (in a cart attribute or the landing site) but have no
/// final attribution.
fn awaiting_click(conn: &mut DbConnection) -> AppResult<Vec<Awaiting>> {
    let since = now() - chrono::Duration::hours(RETRY_WINDOW_HOURS);
    let settled = order_attributions::table
        .filter(order_attributions::method.eq_any([Method::Click.as_db(), Method::Landing.as_db()]))
        .select(order_attributions::order_id);
    Ok(orders::table
        .filter(orders::created_at.ge(since))
        .filter(
            orders::note_attributes
                .like(format!("%\"{CLICK_KEY}\"%"))
                .or(orders::landing_site.like(format!("%{CLICK_KEY}%"))),
        )
        .filter(orders::id.ne_all(settled))
        .select((orders::business_id, orders::id, orders::note_attributes, orders::landing_site))
        .load(conn)?)
}

/// One retry pass: attributes the recent orders whose click has since been stored; returns how
/// many were (re)attributed by click. Only orders whose click is now known take the write lock.
pub fn retry_pending(conn: &mut DbConnection) -> AppResult<usize> {
    let mut done = 0;
    for (business_id, order_id, attributes, landing_site) in awaiting_click(conn)? {
        if by_click(conn, &business_id, click_of(&attributes, landing_site.as_deref()))?.is_none() {
            continue;
        }
        let stored = crate::db::write_transaction(conn, |conn| {
            tracked(conn, &business_id, &order_id, |conn| attribute(conn, &business_id, &order_id))
        })?;
        if stored.is_some_and(|a| is_final(&a.method)) {
            done += 1;
        }
    }
    Ok(done)
}

/// Runs [`retry_pending`] every [`RETRY_EVERY`], once for the cluster (a periodic job).
pub const RETRY: Periodic = Periodic {
    name: "orders.attribution_retry",
    what: "orders attributed to the click that arrived after them",
    every: RETRY_EVERY,
    run: |state| jobs::in_db(state, retry_pending),
};

#[cfg(test)]
mod tests {
    use super::{click_id_in_landing, click_of, Method};

    #[test]
    fn the_landing_sites_click_id_is_read_from_a_path_or_a_whole_url() {
        for (landing, want) in [
            ("/products/tee?shoplinks_click=abc123", Some("abc123")),
            ("/products/tee?utm_source=ig&shoplinks_click=abc123&variant=1", Some("abc123")),
            ("https://shop.example/products/tee?shoplinks_click=abc123", Some("abc123")),
            ("/products/tee?shoplinks_click=%20abc%20", Some("abc")),
            ("/products/tee?shoplinks_click=", None),
            ("/discount/SUMMER10?redirect=%2Fproducts%2Ftee%3Fshoplinks_click%3Dabc123", Some("abc123")),
            ("/discount/SUMMER10?redirect=%2Fproducts%2Ftee", None),
            ("/products/tee?other=abc", None),
            ("/products/tee", None),
            ("", None),
        ] {
            assert_eq!(click_id_in_landing(landing).as_deref(), want, "{landing}");
        }
        let long = format!("/?shoplinks_click={}", "a".repeat(129));
        assert_eq!(click_id_in_landing(&long), None, "longer than any click id");
    }

    #[test]
    fn the_cart_attribute_comes_before_the_landing_site() {
        let attrs = r#"[{"name":"shoplinks_click","value":"from-cart"}]"#;
        let landing = Some("/products/tee?shoplinks_click=from-landing");
        assert_eq!(click_of(attrs, landing), Some(("from-cart".to_owned(), Method::Click)));
        assert_eq!(click_of("[]", landing), Some(("from-landing".to_owned(), Method::Landing)));
        assert_eq!(click_of("[]", None), None);
        for method in [Method::Click, Method::Landing, Method::InfluencerCode, Method::Promocode] {
            assert_eq!(Method::from_db(method.as_db()), Some(method));
        }
        assert!(Method::Landing.is_final() && Method::Click.is_final() && !Method::Promocode.is_final());
        assert!(!Method::InfluencerCode.is_final(), "a click found later names the link");
    }
}
