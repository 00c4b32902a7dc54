//! An influencer's insights (docs/influencers.md#insights): the orders credited to them split
//! by where they came from (their links, their shorts, their promocode alone), the clicks of
//! their links and shorts, and what they earned under their commission rules. The merchant
//! reads any of their influencers; an influencer reads only their own, with every figure their
//! flags do not cover answered as `null` (the same [`Viewer`] masks as the link figures).

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::NaiveDateTime;
use serde::Serialize;
use ts_rs::TS;

use super::store;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::commission::{earned, Earned, OrderAmounts, Rules};
use crate::features::accounts::model::Influencer;
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::features::accounts::viewer::Viewer;
use crate::features::analytics::dates::{DateQuery, DateRange};
use crate::features::analytics::{load_events, Totals};
use crate::features::links::{self, KindsOf, LinkKind};
use crate::features::orders;
use crate::http::envelope;
use crate::state::AppState;

/// Where a credited order came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    /// One of their links (a look, a multilink experience).
    Link,
    /// One of their shorts.
    Short,
    /// Their promocode at checkout, with no link.
    Organic,
}

impl Channel {
    /// The word the report writes.
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Link => "link",
            Channel::Short => "short",
            Channel::Organic => "organic",
        }
    }
}

/// One order credited to the influencer.
#[derive(Debug, Clone)]
pub struct CreditedOrder {
    /// The store's order name (`#1001`).
    pub name: String,
    /// When it was placed (UTC).
    pub placed: NaiveDateTime,
    /// Where it came from.
    pub channel: Channel,
    /// The title of the link or short it came through.
    pub link_title: Option<String>,
    /// Its amounts.
    pub amounts: OrderAmounts,
    /// What the rules make of it.
    pub earned: Earned,
}

/// The orders credited to `influencer` placed on the days of `range` (the business's days),
/// oldest first.
pub fn credited_orders(
    conn: &mut DbConnection,
    influencer: &Influencer,
    range: &DateRange,
) -> AppResult<Vec<CreditedOrder>> {
    let business = &influencer.business_id;
    let sales = orders::credited_sales(conn, business, &influencer.id, range.from, range.to)?;
    let link_ids: Vec<&String> = sales.iter().filter_map(|s| s.link_id.as_ref()).collect();
    let sold_through: HashMap<String, (LinkKind, String)> = links::faces_of(conn, business, &link_ids)?
        .into_iter()
        .map(|link| (link.id, (link.kind, link.description)))
        .collect();
    let rules = Rules::of(influencer);
    Ok(sales
        .into_iter()
        .map(|sale| {
            let through = sale.link_id.as_deref().map(|id| sold_through.get(id));
            let channel = match through {
                None => Channel::Organic,
                Some(Some((LinkKind::Short, _))) => Channel::Short,
                Some(_) => Channel::Link,
            };
            let link_title = through.flatten().map(|(_, title)| title.clone());
            let amounts = sale.amounts;
            CreditedOrder {
                name: sale.name,
                placed: sale.placed,
                channel,
                link_title,
                amounts,
                earned: earned(&rules, &amounts),
            }
        })
        .collect())
}

/// Views of the influencer's links and of their shorts within `range`.
fn clicks(conn: &mut DbConnection, influencer: &Influencer, range: &DateRange) -> AppResult<(Totals, Totals)> {
    let kinds = links::kinds_of(
        conn,
        &KindsOf { business_id: &influencer.business_id, influencer_id: Some(&influencer.id), top_level_of: None },
    )?;
    let ids: Vec<String> = kinds.keys().cloned().collect();
    let (mut of_links, mut of_shorts) = (Totals::default(), Totals::default());
    for e in load_events(conn, &influencer.business_id, Some(&ids), range)? {
        match kinds.get(&e.link_id) {
            Some(LinkKind::Short) => of_shorts.event(&e),
            _ => of_links.event(&e),
        }
    }
    Ok((of_links, of_shorts))
}

/// Sales of one channel.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "ChannelSales.ts")]
pub struct ChannelSales {
    /// Orders (`null` without the sales permission).
    #[ts(type = "number | null")]
    pub sales: Option<i64>,
    /// Their revenue, total less refunds (`null` without the revenue permission).
    pub revenue: Option<String>,
}

/// Sales by where they came from.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "SalesByChannel.ts")]
pub struct SalesByChannel {
    /// Through their links.
    pub links: ChannelSales,
    /// Through their shorts.
    pub shorts: ChannelSales,
    /// Their promocode with no link.
    pub organic: ChannelSales,
}

/// `GET /admin/v1/influencers/{username}/analytics`.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencerInsights.ts")]
pub struct InfluencerInsights {
    /// The influencer.
    pub username: String,
    /// Business currency of every amount.
    pub currency: String,
    /// Views of their links and shorts.
    #[ts(type = "number | null")]
    pub clicks: Option<i64>,
    /// Views of their links.
    #[ts(type = "number | null")]
    pub links_clicks: Option<i64>,
    /// Views of their shorts.
    #[ts(type = "number | null")]
    pub shorts_clicks: Option<i64>,
    /// Orders credited to them.
    #[ts(type = "number | null")]
    pub total_sales: Option<i64>,
    /// Their revenue: total less refunds.
    pub total_revenue: Option<String>,
    /// Refunded on those orders.
    pub total_refunded: Option<String>,
    /// The revenue their commission is worked out on (after the rules' deductions and ratio).
    pub calculated_revenue: Option<String>,
    /// Their commission percent.
    pub commission_rate: Option<f64>,
    /// What they earned.
    pub commission: Option<String>,
    /// Sales by where they came from.
    pub sales: SalesByChannel,
    /// Revenue ÷ orders.
    pub aov: Option<String>,
    /// Orders through their links and shorts ÷ their views × 100, two decimals.
    pub cr: Option<f64>,
}

/// The insights of `influencer` over `range`, as `viewer` may see them.
pub fn insights(
    conn: &mut DbConnection,
    viewer: &Viewer,
    influencer: &Influencer,
    range: &DateRange,
) -> AppResult<InfluencerInsights> {
    let orders = credited_orders(conn, influencer, range)?;
    let (of_links, of_shorts) = clicks(conn, influencer, range)?;
    let mut by: HashMap<Channel, (i64, i64)> = HashMap::new();
    let (mut revenue, mut refunded, mut calculated, mut commission) = (0, 0, 0, 0);
    for o in &orders {
        let net = orders::net_minor(o.amounts.total, o.amounts.refunded);
        let entry = by.entry(o.channel).or_default();
        entry.0 += 1;
        entry.1 += net;
        revenue += net;
        refunded += o.amounts.refunded;
        calculated += o.earned.calculated_revenue;
        commission += o.earned.commission;
    }
    let channel = |c: Channel| {
        let (n, minor) = by.get(&c).copied().unwrap_or_default();
        ChannelSales { sales: viewer.sales(n), revenue: viewer.money(minor) }
    };
    let total = orders.len() as i64;
    let linked = total - by.get(&Channel::Organic).map_or(0, |c| c.0);
    let views = of_links.shown_views() + of_shorts.shown_views();
    let earns = viewer.permissions.commission_enabled;
    let cr = (views > 0).then(|| (linked as f64 * 10_000.0 / views as f64).round() / 100.0);
    Ok(InfluencerInsights {
        username: influencer.username.clone(),
        currency: viewer.currency.clone(),
        clicks: viewer.clicks(views),
        links_clicks: viewer.clicks(of_links.shown_views()),
        shorts_clicks: viewer.clicks(of_shorts.shown_views()),
        total_sales: viewer.sales(total),
        total_revenue: viewer.money(revenue),
        total_refunded: viewer.money(refunded),
        calculated_revenue: earns.then(|| crate::money::decimal(calculated, &viewer.currency)),
        commission_rate: earns.then(|| super::rules::percent_of(influencer.commission_bp)),
        commission: earns.then(|| crate::money::decimal(commission, &viewer.currency)),
        sales: SalesByChannel {
            links: channel(Channel::Link),
            shorts: channel(Channel::Short),
            organic: channel(Channel::Organic),
        },
        aov: viewer.average(revenue, total),
        cr: viewer.rate(cr),
    })
}

/// The influencer `username` as the caller may read them: the merchant any of theirs, an
/// influencer only themself (anyone else is 404, as for another business's).
pub fn readable(conn: &mut DbConnection, current: &Session, username: &str) -> AppResult<Influencer> {
    if let SessionSubject::Influencer { influencer, .. } = &current.subject {
        if influencer.username != username {
            return Err(AppError::NotFound("No such influencer".into()));
        }
    }
    store::find(conn, &current.business_id, username)
}

/// `GET /api/admin/v1/influencers/{username}/analytics?from_date&to_date`.
#[utoipa::path(get, path = "/api/admin/v1/influencers/{username}/analytics",
    params(("username" = String, Path, description = "the influencer"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: the insights; `null` where the caller's permissions do not reach", body = InfluencerInsights),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"),
        (status = 404, description = "no such influencer, or another influencer's")))]
pub async fn one(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let username = path.into_inner();
    let out = state
        .db
        .run(move |conn| {
            let influencer = readable(conn, &current, &username)?;
            insights(conn, &Viewer::of(&current), &influencer, &range)
        })
        .await?;
    Ok(envelope::ok(&out))
}

/// `GET /admin/v1/influencers/analytics`.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "InfluencersInsights.ts")]
pub struct AllInsights {
    /// Business currency.
    pub currency: String,
    /// Every influencer of the business, by username.
    pub influencers: Vec<InfluencerInsights>,
}

/// `GET /api/admin/v1/influencers/analytics?from_date&to_date`: every influencer's insights
/// (the list page and the previews' headers); the merchant's alone.
#[utoipa::path(get, path = "/api/admin/v1/influencers/analytics",
    params(("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: every influencer's insights", body = AllInsights),
        (status = 400, description = "bad date"), (status = 403, description = "influencers")))]
pub async fn all(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = super::manage::merchant_managing(&state, &req, false).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let out = state
        .db
        .run(move |conn| {
            let viewer = Viewer::of(&current);
            let everyone = crate::features::accounts::influencers_of(conn, &current.business_id)?;
            let influencers =
                everyone.iter().map(|i| insights(conn, &viewer, i, &range)).collect::<AppResult<Vec<_>>>()?;
            Ok(AllInsights { currency: viewer.currency, influencers })
        })
        .await?;
    Ok(envelope::ok(&out))
}
