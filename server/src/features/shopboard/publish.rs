//! The shoppable feed rides on the links machinery (docs/shopboard.md#public-feed): the feed page
//! is one hidden link of kind `SHOPBOARD` per business, and each post a shopper can buy from is a
//! hidden link of kind `SHOPBOARD_POST` whose products are the post's tags (the merchant's, else
//! visual recognition's). So the public side
//! serves them, counts their views, keeps their carts and hands their checkouts to the store
//! exactly as it does a look's, and orders through a post are attributed to its link and counted
//! on the shopboard channel.
//!
//! This module keeps those links in step with the posts, inside the transaction that changes
//! the posts: a post that is shown, tagged and has a kept picture has a live link; any other post's
//! link is closed (kept, so the orders attributed to it keep it; opened again when the post
//! qualifies again). The feed link is touched on every change, and its `updated_at` versions the
//! cached feed page. Callers report the write with `links::changes::changed` after it commits.

use std::collections::BTreeMap;

use diesel::prelude::*;

use super::feed::title_of;
use super::store::PostRow;
use crate::clock::now;
use crate::db::schema::{social_connections, social_posts};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::links::validate::Target;
use crate::features::links::{self, new_link_id, DeviceOption, LinkKind, LinkRow, NewLink, UrlType};

/// The feed link's title (never shown: the feed page is titled by the store's name).
const FEED_TITLE: &str = "Shopboard";

/// The business's feed link, if it was ever made.
pub fn feed_link(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<LinkRow>> {
    links::only_link_of_kind(conn, business_id, LinkKind::Shopboard)
}

/// The business's feed link, made when missing and opened again when closed: the feed is
/// public while a network is connected. Returns whether anything was written.
pub fn open_feed(conn: &mut DbConnection, business_id: &str) -> AppResult<bool> {
    for _ in 0..3 {
        match feed_link(conn, business_id)? {
            Some(row) if row.closed_at.is_none() => return Ok(false),
            Some(row) => {
                links::reopen(conn, &row.id)?;
                return Ok(true);
            }
            None => links::insert_only_link(
                conn,
                hidden_link(business_id, LinkKind::Shopboard, FEED_TITLE.to_owned(), "[]".to_owned()),
            )?,
        }
    }
    Err(AppError::Internal(anyhow::anyhow!("the shopboard's feed link could not be made")))
}

/// A new hidden link of the shopboard (the feed or a post's page): a look with no influencer,
/// promocode or tracking tags, made by no user.
fn hidden_link(business_id: &str, kind: LinkKind, description: String, images: String) -> NewLink {
    let at = now();
    NewLink {
        id: new_link_id(),
        business_id: business_id.to_owned(),
        kind,
        parent_id: None,
        position: 0,
        traffic_share: 100,
        device_option: DeviceOption::All,
        url_type: UrlType::Look,
        description,
        images,
        promocode: None,
        influencer_id: None,
        utm_source: None,
        utm_medium: None,
        utm_campaign: None,
        utm_term: None,
        utm_content: None,
        shopping_redirect_url: None,
        created_by_user_id: None,
        created_by_influencer_id: None,
        created_at: at,
        updated_at: at,
    }
}

/// Closes the feed when the business has no network connected any more (its posts went with
/// the connections). Returns whether anything was written.
pub fn close_feed_if_unconnected(conn: &mut DbConnection, business_id: &str) -> AppResult<bool> {
    let connected: i64 =
        social_connections::table.filter(social_connections::business_id.eq(business_id)).count().get_result(conn)?;
    if connected > 0 {
        return Ok(false);
    }
    Ok(links::close_of_kind(conn, business_id, LinkKind::Shopboard)? > 0)
}

/// Marks the feed as changed, so its cached page is rendered again.
pub fn touch_feed(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    links::touch_of_kind(conn, business_id, LinkKind::Shopboard)
}

/// What a post's link must hold; `None` when the post must not be bought from. It sells
/// [`PostRow::sold_product_ids`].
fn wanted(post: &PostRow) -> Option<Target> {
    let ids = post.sold_product_ids();
    if !post.visible || post.image_url.is_empty() || ids.is_empty() {
        return None;
    }
    let mut options: BTreeMap<String, BTreeMap<String, String>> =
        serde_json::from_str(&post.selected_options_json).unwrap_or_default();
    let products = ids
        .into_iter()
        .map(|id| {
            let chosen = options.remove(&id).unwrap_or_default();
            (id, chosen)
        })
        .collect();
    Some(Target {
        kind: LinkKind::ShopboardPost,
        url_type: UrlType::Look,
        description: title_of(&post.caption),
        images: serde_json::json!([{ "id": post.id, "src": post.image_url }]).to_string(),
        products,
        collections: Vec::new(),
        shopping_redirect_url: None,
    })
}

/// Makes `post`'s link agree with the post (see the module's rules); writes only what differs,
/// so an unchanged post keeps its cached page. Returns whether anything was written.
pub fn publish(conn: &mut DbConnection, business_id: &str, post: &PostRow) -> AppResult<bool> {
    let current: Option<LinkRow> = match &post.link_id {
        Some(id) => links::link_of(conn, business_id, id)?,
        None => None,
    };
    let Some(target) = wanted(post) else {
        return match current {
            Some(link) if link.closed_at.is_none() => {
                close(conn, &[link.id])?;
                Ok(true)
            }
            _ => Ok(false),
        };
    };
    let Some(link) = current else {
        create(conn, business_id, post, &target)?;
        return Ok(true);
    };
    let children = links::product_picks(conn, &link.id)?;
    let wanted_children: Vec<(String, String)> = target
        .products
        .iter()
        .map(|(id, options)| (id.clone(), serde_json::to_string(options).unwrap_or_else(|_| "{}".into())))
        .collect();
    let same = link.closed_at.is_none()
        && link.description == target.description
        && link.images == target.images
        && children == wanted_children;
    if same {
        return Ok(false);
    }
    links::rewrite(conn, &link.id, &target)?;
    Ok(true)
}

/// Makes the link of a post that has none. Should another write have given the post a link
/// meanwhile, ours is removed again (it was never seen outside this transaction).
fn create(conn: &mut DbConnection, business_id: &str, post: &PostRow, target: &Target) -> AppResult<()> {
    let id = links::insert_with_fresh_id(
        conn,
        hidden_link(business_id, LinkKind::ShopboardPost, target.description.clone(), target.images.clone()),
    )?;
    links::write_children(conn, &id, target)?;
    let claimed = diesel::update(
        social_posts::table.filter(social_posts::id.eq(&post.id)).filter(social_posts::link_id.is_null()),
    )
    .set(social_posts::link_id.eq(&id))
    .execute(conn)?;
    if claimed == 0 {
        links::remove_unseen(conn, &id)?;
    }
    Ok(())
}

/// Closes post links (their posts are gone, hidden, untagged or without a picture).
pub fn close(conn: &mut DbConnection, link_ids: &[String]) -> AppResult<()> {
    links::close_among(conn, link_ids, LinkKind::ShopboardPost)
}

/// [`publish`] for every post of the business that has or needs a link (after a sync, whose
/// captions and pictures may have changed), then touches the feed.
pub fn publish_all(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    let rows: Vec<PostRow> = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(
            social_posts::link_id
                .is_not_null()
                .or(social_posts::product_ids_json.ne("[]"))
                .or(social_posts::auto_tagged_json.ne("[]")),
        )
        .select(PostRow::as_select())
        .load(conn)?;
    for post in &rows {
        publish(conn, business_id, post)?;
    }
    touch_feed(conn, business_id)
}
