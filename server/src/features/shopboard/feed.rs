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

/// The feed's public address: on the business's default brand domain when it has one that serves
/// links (`{scheme}://{domain}/shopboard`, docs/links.md#brand-domains), else on the public URL.
pub fn url(public_base: &str, scheme: &str, username: &str, domain: Option<&str>) -> String {
    match domain {
        Some(host) => format!("{scheme}://{host}/{SEGMENT}"),
        None => format!("{public_base}/{username}/{SEGMENT}"),
    }
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

/// The columns a feed post is made of.
#[derive(Queryable, Selectable)]
#[diesel(table_name = social_posts)]
struct FeedRow {
    id: String,
    network: String,
    image_url: String,
    image_width: i32,
    image_height: i32,
    caption: String,
    product_ids_json: String,
    auto_tagged_json: String,
    link_id: Option<String>,
}

fn to_post(row: FeedRow) -> Option<FeedPost> {
    // A shown post with a kept picture and tags (the merchant's or recognition's) has a live
    // link (`publish` keeps it so).
    let link_id = row.link_id.filter(|_| row.product_ids_json != "[]" || row.auto_tagged_json != "[]");
    Some(FeedPost {
        id: row.id,
        network: Network::parse(&row.network).ok()?,
        image_url: row.image_url,
        width: row.image_width,
        height: row.image_height,
        caption: row.caption,
        link_id,
    })
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
    let rows: Vec<FeedRow> = shown()
        .order((social_posts::posted_at.desc(), social_posts::id.desc()))
        .offset(skip)
        .limit(count)
        .select(FeedRow::as_select())
        .load(conn)?;
    Ok((rows.into_iter().filter_map(to_post).collect(), total))
}

/// The post whose page is the link `link_id` of `business_id`.
pub fn post_of_link(conn: &mut DbConnection, business_id: &str, link_id: &str) -> AppResult<Option<FeedPost>> {
    let row: Option<FeedRow> = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::link_id.eq(link_id))
        .select(FeedRow::as_select())
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
