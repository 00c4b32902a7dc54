//! The posts AI tagging tags. They belong to the shopboard, which sits above vision
//! (docs/architecture.md#feature-layers): it registers a [`TaggedPosts`] at startup, handing the
//! posts' pictures in and taking their AI tags back, so vision ranks pictures without knowing
//! where posts are kept.

use std::sync::Arc;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::state::AppState;

/// Where the posts to tag come from and their AI tags go.
pub trait TaggedPosts: Send + Sync {
    /// `(post id, picture URL)` of `business_id`'s posts with a kept picture: every one, or those
    /// among `only`.
    fn pictures(
        &self,
        conn: &mut DbConnection,
        business_id: &str,
        only: Option<&[String]>,
    ) -> AppResult<Vec<(String, String)>>;

    /// Stores the products (store ids) recognised on a post as its AI tags; whether what the
    /// public feed shows changed.
    fn set_ai_tags(
        &self,
        conn: &mut DbConnection,
        business_id: &str,
        post_id: &str,
        product_ids: &[&str],
    ) -> AppResult<bool>;

    /// The file name (in the business's files, `media::Files`) of one of our post pictures, or
    /// `None` for any other address.
    fn picture_name(&self, state: &AppState, business_id: &str, url: &str) -> Option<String>;

    /// The most products a post may carry as tags.
    fn tags_max(&self) -> usize;
}

/// The registered source, as the pass clones it into database closures.
pub type PostSource = Arc<dyn TaggedPosts>;
