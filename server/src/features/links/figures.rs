//! Lifetime figures on link lists and link answers (visits, checkouts, revenue, as the viewer
//! may see them). The links feature shows them but does not compute them: the analytics
//! feature, which reads the click and order rollups, registers a [`LifetimeFigures`] at
//! startup. So analytics depends on links and never the other way round.

use std::collections::HashMap;
use std::sync::Arc;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::Session;
use crate::features::links::wire::LinkAnalyticsOut;

/// Computes the lifetime figures of links.
pub trait LifetimeFigures: Send + Sync {
    /// The figures of each of `link_ids` (a multilink sums its experiences) as `session` may
    /// see them: an influencer counts only their own orders, and what their permissions do not
    /// cover is `None`. Every requested id has an entry; ids of other businesses answer zeros.
    fn of(
        &self,
        conn: &mut DbConnection,
        session: &Session,
        link_ids: &[String],
    ) -> AppResult<HashMap<String, LinkAnalyticsOut>>;
}

/// The registered source, as handlers clone it into database closures.
pub type FigureSource = Arc<dyn LifetimeFigures>;
