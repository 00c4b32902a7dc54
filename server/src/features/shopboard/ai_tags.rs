//! The shopboard's posts as AI tagging sees them ([`TaggedPosts`]): their kept pictures go in,
//! the products recognised on them come back as AI tags. Registered at startup; vision, below
//! the shopboard, never reads its tables.

use super::{media, store, tags::TAGS_MAX};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::vision::posts::TaggedPosts;
use crate::state::AppState;

/// The shopboard's posts.
pub struct ShopboardPosts;

impl TaggedPosts for ShopboardPosts {
    fn pictures(
        &self,
        conn: &mut DbConnection,
        business_id: &str,
        only: Option<&[String]>,
    ) -> AppResult<Vec<(String, String)>> {
        store::pictures(conn, business_id, only)
    }

    fn set_ai_tags(
        &self,
        conn: &mut DbConnection,
        business_id: &str,
        post_id: &str,
        product_ids: &[&str],
    ) -> AppResult<bool> {
        let json = serde_json::to_string(product_ids).map_err(|e| anyhow::anyhow!(e))?;
        store::set_auto_tags(conn, business_id, post_id, &json)
    }

    fn picture_name(&self, state: &AppState, business_id: &str, url: &str) -> Option<String> {
        media::picture_name(state, business_id, url)
    }

    fn tags_max(&self) -> usize {
        TAGS_MAX
    }
}
