//! What the public feed shows (docs/shopboard.md#public-feed), read for the public side, which
//! renders and serves it: a business's shown posts whose picture is kept, across networks,
//! newest first, and the post behind a post page. Every read is scoped by the business.

use diesel::prelude::*;

use super::network::Network;
use crate::db::schema::social_posts;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::links::validate::TITLE_MAX;

/// The feed's path segment after the merchant's username: `/{username}/shopboard`. It is not of
/// the link id shape (8 letters and digits), so it never names a link.
pub const SEGMENT: &str = "shopboard";

/// The feed's public address.
pub fn url(public_base: &str, username: &str) -> String {
    format!("{public_base}/{username}/{SEGMENT}")
}

/// A post's title: the caption's first line, cut at [`TITLE_MAX`] characters on a word. It titles
/// the post's link (previews, share cards) and is its picture's text alternative on the feed;
/// the post page shows the whole caption.
pub fn title_of(caption: &str) -> String {
    let line = caption.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or_default();
    if line.chars().count() <= TITLE_MAX {
        return line.to_owned();
    }
    let cut: String = line.chars().take(TITLE_MAX - 1).collect();
    let kept = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head).trim_end();
    format!("{kept}…")
}

/// A post as shoppers see it.
#[derive(Debug, Clone, PartialEq)]
pub struct FeedPost {
    /// Our id.
    pub id: String,
    /// Where it was posted.
    pub network: Network,
    /// Our copy of its picture.
    pub image_url: String,
    /// The picture's size in pixels (0: not known).
    pub width: i32,
    /// See `width`.
    pub height: i32,
    /// Caption or title.
    pub caption: String,
    /// Its post page's link, when shoppers can buy from it (shown, tagged, pictured).
    pub link_id: Option<String>,
}

type Columns = (String, String, String, i32, i32, String, String, String, Option<String>);

fn columns() -> (
    social_posts::id,
    social_posts::network,
    social_posts::image_url,
    social_posts::image_width,
    social_posts::image_height,
    social_posts::caption,
    social_posts::product_ids_json,
    social_posts::auto_tagged_json,
    social_posts::link_id,
) {
    (
        social_posts::id,
        social_posts::network,
        social_posts::image_url,
        social_posts::image_width,
        social_posts::image_height,
        social_posts::caption,
        social_posts::product_ids_json,
        social_posts::auto_tagged_json,
        social_posts::link_id,
    )
}

fn to_post((id, network, image_url, width, height, caption, tags, ai_tags, link_id): Columns) -> Option<FeedPost> {
    // A shown post with a kept picture and tags (the merchant's or recognition's) has a live
    // link (`publish` keeps it so).
    let link_id = link_id.filter(|_| tags != "[]" || ai_tags != "[]");
    Some(FeedPost { id, network: Network::parse(&network).ok()?, image_url, width, height, caption, link_id })
}

/// One page of the feed (`skip` posts in, at most `count`) and how many posts it has in all.
pub fn page(conn: &mut DbConnection, business_id: &str, skip: i64, count: i64) -> AppResult<(Vec<FeedPost>, i64)> {
    let shown = || {
        social_posts::table
            .filter(social_posts::business_id.eq(business_id))
            .filter(social_posts::visible.eq(true))
            .filter(social_posts::image_url.ne(""))
    };
    let total: i64 = shown().count().get_result(conn)?;
    let rows: Vec<Columns> = shown()
        .order((social_posts::posted_at.desc(), social_posts::id.desc()))
        .offset(skip)
        .limit(count)
        .select(columns())
        .load(conn)?;
    Ok((rows.into_iter().filter_map(to_post).collect(), total))
}

/// The post whose page is the link `link_id` of `business_id`.
pub fn post_of_link(conn: &mut DbConnection, business_id: &str, link_id: &str) -> AppResult<Option<FeedPost>> {
    let row: Option<Columns> = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::link_id.eq(link_id))
        .select(columns())
        .first(conn)
        .optional()?;
    Ok(row.and_then(to_post))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_is_the_first_line_cut_on_a_word() {
        assert_eq!(title_of("\n  Summer linen  \nsecond line"), "Summer linen");
        assert_eq!(title_of(""), "");
        let long = "word ".repeat(40);
        let title = title_of(&long);
        assert!(title.chars().count() <= TITLE_MAX && title.ends_with("word…"), "{title}");
        let unbroken = "x".repeat(150);
        assert_eq!(title_of(&unbroken).chars().count(), TITLE_MAX);
    }
}
