//! What a batch of events adds to the business-wide rollups, and the local day each event is
//! filed under (the per-link rollups use the same day, so a link's preview and the analytics
//! page agree). One query each for the batch's links (asked of `links`) and businesses: the events stay as small
//! as the redirect made them, and a link's channel and owner are read as they are at import.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use chrono_tz::Tz;

use super::event::{ClickEvent, EventKind};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::zone;
use crate::features::links::LinkFacts;
use crate::features::rollups::{Changes, Channel, Counts, Key};

/// The zones and links a batch needs.
pub struct Context {
    zones: HashMap<String, Tz>,
    links: HashMap<String, LinkFacts>,
}

impl Context {
    /// Reads the zones of the batch's businesses and the facts of its links.
    pub fn load(conn: &mut DbConnection, events: &[ClickEvent]) -> AppResult<Context> {
        let business_ids: Vec<&str> =
            events.iter().map(|e| e.business_id.as_str()).collect::<HashSet<_>>().into_iter().collect();
        let zones = crate::features::accounts::zones_of(conn, &business_ids)?;
        let link_ids: Vec<&str> = events
            .iter()
            .flat_map(|e| [e.link_id.as_str(), e.root_link_id.as_str()])
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let links = crate::features::links::facts_of(conn, &link_ids)?;
        Ok(Context { zones, links })
    }

    /// The day `event` is filed under: its UTC time in its business's zone.
    pub fn day(&self, event: &ClickEvent) -> NaiveDate {
        zone::local_day(self.zones.get(&event.business_id).copied().unwrap_or(Tz::UTC), event.created_at)
    }

    /// The rollup row of a link's events of one day: the serving link's channel, and its
    /// influencer, else the influencer of the link in the URL (a multilink's, for an experience
    /// of no one's).
    fn key(&self, business_id: &str, link_id: &str, root_link_id: &str, day: NaiveDate) -> Key {
        let served = self.links.get(link_id);
        let influencer = served
            .and_then(|l| l.influencer_id.clone())
            .or_else(|| self.links.get(root_link_id).and_then(|l| l.influencer_id.clone()));
        Key {
            business_id: business_id.to_owned(),
            day,
            channel: served.map_or(Channel::Look, Channel::of_facts),
            influencer_id: influencer.unwrap_or_default(),
        }
    }

    /// The batch's traffic summed per rollup row; `days[i]` is event `i`'s day and `unique[i]`
    /// says whether it was a visitor's first view of its link. Summed per link and day first,
    /// so the keys are built once per link rather than once per event.
    pub fn changes(&self, events: &[ClickEvent], days: &[NaiveDate], unique: &[bool]) -> Changes {
        let mut per_link: HashMap<(&str, &str, &str, NaiveDate), Counts> = HashMap::new();
        for ((e, &day), &is_unique) in events.iter().zip(days).zip(unique) {
            let row =
                per_link.entry((e.business_id.as_str(), e.link_id.as_str(), e.root_link_id.as_str(), day)).or_default();
            tally(row, e.kind, is_unique);
        }
        let mut changes = Changes::new();
        for ((business, link, root, day), counts) in per_link {
            *changes.entry(self.key(business, link, root, day)).or_default() += counts;
        }
        changes
    }
}

/// Counts one event of `kind` (`unique`: a visitor's first view of the link).
pub fn tally(counts: &mut Counts, kind: EventKind, unique: bool) {
    match kind {
        EventKind::View => {
            counts.views += 1;
            counts.visits += i64::from(unique);
        }
        EventKind::Add => counts.adds += 1,
        EventKind::Checkout => counts.checkout_requests += 1,
    }
}
