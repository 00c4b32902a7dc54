//! The shopboard's rows: connections (tokens sealed) and imported posts. Every query is scoped by
//! the business, so one merchant never reads or changes another's.

use std::collections::BTreeMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::network::Network;
use super::{media, publish};
use crate::clock::now;
use crate::db::schema::{social_connections, social_posts};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::ids::new_ordered_id;

/// A connection as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = social_connections)]
pub struct ConnectionRow {
    /// Owner.
    pub business_id: String,
    /// `instagram`, `tiktok` or `pinterest`.
    pub network: String,
    /// The account's id on the network.
    pub account_id: String,
    /// The account's name on the network.
    pub username: String,
    /// Sealed access token.
    pub access_token_sealed: String,
    /// Sealed refresh token, when the network gives one.
    pub refresh_token_sealed: Option<String>,
    /// When the access token stops working, when the network says.
    pub expires_at: Option<NaiveDateTime>,
    /// Posts imported; -1 while a sync runs.
    pub posts_count: i32,
    /// Why the last sync failed.
    pub sync_error: Option<String>,
}

/// What a completed OAuth round trip stores.
pub struct NewConnection {
    /// The account's id on the network.
    pub account_id: String,
    /// Its name.
    pub username: String,
    /// Sealed access token.
    pub access_sealed: String,
    /// Sealed refresh token.
    pub refresh_sealed: Option<String>,
    /// Expiry of the access token.
    pub expires_at: Option<NaiveDateTime>,
}

/// `business_id`'s connection on `network`.
pub fn connection(conn: &mut DbConnection, business_id: &str, network: Network) -> AppResult<Option<ConnectionRow>> {
    Ok(social_connections::table
        .find((business_id, network.as_str()))
        .select(ConnectionRow::as_select())
        .first(conn)
        .optional()?)
}

/// Every connection of `business_id`.
pub fn connections(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<ConnectionRow>> {
    Ok(social_connections::table
        .filter(social_connections::business_id.eq(business_id))
        .select(ConnectionRow::as_select())
        .load(conn)?)
}

/// Stores a connection in the syncing state and opens the public feed. Connecting another
/// account on the same network replaces the old one and drops its posts (they belong to that
/// account); returns our copies of their pictures.
pub fn connect(
    conn: &mut DbConnection,
    business_id: &str,
    network: Network,
    new: NewConnection,
) -> AppResult<Vec<String>> {
    crate::db::write_transaction(conn, |conn| {
        let previous = connection(conn, business_id, network)?;
        let mut gone = Vec::new();
        if previous.as_ref().is_some_and(|p| p.account_id != new.account_id) {
            gone = delete_posts(conn, business_id, network)?;
        }
        diesel::delete(social_connections::table.find((business_id, network.as_str()))).execute(conn)?;
        diesel::insert_into(social_connections::table)
            .values((
                social_connections::business_id.eq(business_id),
                social_connections::network.eq(network.as_str()),
                social_connections::account_id.eq(&new.account_id),
                social_connections::username.eq(&new.username),
                social_connections::access_token_sealed.eq(&new.access_sealed),
                social_connections::refresh_token_sealed.eq(&new.refresh_sealed),
                social_connections::expires_at.eq(new.expires_at),
                social_connections::posts_count.eq(-1),
                social_connections::connected_at.eq(now()),
            ))
            .execute(conn)?;
        publish::open_feed(conn, business_id)?;
        publish::touch_feed(conn, business_id)?;
        Ok(gone)
    })
}

/// Replaces the sealed tokens after a refresh.
pub fn store_tokens(
    conn: &mut DbConnection,
    business_id: &str,
    network: Network,
    access_sealed: &str,
    refresh_sealed: Option<&str>,
    expires_at: Option<NaiveDateTime>,
) -> AppResult<()> {
    diesel::update(social_connections::table.find((business_id, network.as_str())))
        .set((
            social_connections::access_token_sealed.eq(access_sealed),
            social_connections::refresh_token_sealed.eq(refresh_sealed),
            social_connections::expires_at.eq(expires_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Marks a sync as started (`posts_count` -1); `false` when the network is not connected.
pub fn mark_syncing(conn: &mut DbConnection, business_id: &str, network: Network) -> AppResult<bool> {
    let changed = diesel::update(social_connections::table.find((business_id, network.as_str())))
        .set(social_connections::posts_count.eq(-1))
        .execute(conn)?;
    Ok(changed > 0)
}

/// Ends a sync: the posts now held, or the error with the count as it was.
pub fn finish_sync(
    conn: &mut DbConnection,
    business_id: &str,
    network: Network,
    outcome: Result<(), String>,
) -> AppResult<()> {
    let count = posts_count(conn, business_id, network)?;
    let error = outcome.err();
    diesel::update(social_connections::table.find((business_id, network.as_str())))
        .set((
            social_connections::posts_count.eq(count),
            social_connections::sync_error.eq(error),
            social_connections::synced_at.eq(Some(now())),
        ))
        .execute(conn)?;
    Ok(())
}

/// Connections a stopped process left syncing.
pub fn syncing(conn: &mut DbConnection) -> AppResult<Vec<(String, String)>> {
    Ok(social_connections::table
        .filter(social_connections::posts_count.eq(-1))
        .select((social_connections::business_id, social_connections::network))
        .load(conn)?)
}

/// Removes a connection and its posts (closing their links, and the feed when no network is
/// left); returns our copies of their pictures.
pub fn disconnect(conn: &mut DbConnection, business_id: &str, network: Network) -> AppResult<Vec<String>> {
    crate::db::write_transaction(conn, |conn| {
        let images = delete_posts(conn, business_id, network)?;
        diesel::delete(social_connections::table.find((business_id, network.as_str()))).execute(conn)?;
        publish::close_feed_if_unconnected(conn, business_id)?;
        publish::touch_feed(conn, business_id)?;
        Ok(images)
    })
}

/// Deletes a network's posts and closes their links; returns our copies of their pictures.
fn delete_posts(conn: &mut DbConnection, business_id: &str, network: Network) -> AppResult<Vec<String>> {
    let of_network = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::network.eq(network.as_str()));
    let rows: Vec<(String, Option<String>)> =
        of_network.select((social_posts::image_url, social_posts::link_id)).load(conn)?;
    diesel::delete(of_network).execute(conn)?;
    let (images, links): (Vec<String>, Vec<Option<String>>) = rows.into_iter().unzip();
    publish::close(conn, &links.into_iter().flatten().collect::<Vec<_>>())?;
    Ok(images.into_iter().filter(|i| !i.is_empty()).collect())
}

fn posts_count(conn: &mut DbConnection, business_id: &str, network: Network) -> AppResult<i32> {
    let n: i64 = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::network.eq(network.as_str()))
        .count()
        .get_result(conn)?;
    Ok(i32::try_from(n).unwrap_or(i32::MAX))
}

/// A post as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = social_posts)]
pub struct PostRow {
    /// Our id (what the dashboard's calls name).
    pub id: String,
    /// The network's id.
    pub external_id: String,
    /// Our copy of the picture (empty until it is kept).
    pub image_url: String,
    /// The caption.
    pub caption: String,
    /// The post on the network.
    pub permalink: String,
    /// `IMAGE`, `VIDEO`, `CAROUSEL_ALBUM` or `PIN`.
    pub media_type: String,
    /// When it was posted.
    pub posted_at: NaiveDateTime,
    /// Shown on the public feed.
    pub visible: bool,
    /// Tagged products (JSON list of store product ids).
    pub product_ids_json: String,
    /// Options chosen per tagged product (JSON).
    pub selected_options_json: String,
    /// Products visual recognition found (JSON list).
    pub auto_tagged_json: String,
    /// `manual`, `ai` or none.
    pub tagged_by: Option<String>,
    /// Its `SHOPBOARD_POST` link, once it was first shown, tagged and pictured ([`super::publish`]).
    pub link_id: Option<String>,
    /// The kept picture's width in pixels (0: not known).
    pub image_width: i32,
    /// The kept picture's height in pixels (0: not known).
    pub image_height: i32,
}

impl PostRow {
    /// The products shoppers buy from the post: the merchant's tags, or, when the merchant
    /// tagged nothing, what visual recognition found.
    pub fn sold_product_ids(&self) -> Vec<String> {
        let manual: Vec<String> = serde_json::from_str(&self.product_ids_json).unwrap_or_default();
        if !manual.is_empty() {
            return manual;
        }
        serde_json::from_str(&self.auto_tagged_json).unwrap_or_default()
    }
}

/// A post read from the network.
#[derive(Debug, Clone, PartialEq)]
pub struct RemotePost {
    /// The network's id.
    pub external_id: String,
    /// The network's media address.
    pub image_url: String,
    /// Caption or title.
    pub caption: String,
    /// The post on the network.
    pub permalink: String,
    /// Kind of media.
    pub media_type: String,
    /// When it was posted.
    pub posted_at: NaiveDateTime,
}

/// What a post import leaves to do with pictures.
#[derive(Debug, Default)]
pub struct Replaced {
    /// Posts whose picture must be kept: (our id, the network's address).
    pub to_keep: Vec<(String, String)>,
    /// Our copies of pictures no post shows any more.
    pub gone: Vec<String>,
}

/// Makes the stored posts of a network those read from it: new ones are added (visible,
/// untagged), known ones keep their tags and visibility and take the network's caption (and
/// picture, to be kept again when its address changed), and those the network no longer lists
/// are removed.
pub fn replace_posts(
    conn: &mut DbConnection,
    business_id: &str,
    network: Network,
    remote: &[RemotePost],
) -> AppResult<Replaced> {
    crate::db::write_transaction(conn, |conn| {
        let known: BTreeMap<String, (String, String, String)> = social_posts::table
            .filter(social_posts::business_id.eq(business_id))
            .filter(social_posts::network.eq(network.as_str()))
            .select((social_posts::external_id, social_posts::id, social_posts::source_url, social_posts::image_url))
            .load::<(String, String, String, String)>(conn)?
            .into_iter()
            .map(|(external, id, source, image)| (external, (id, source, image)))
            .collect();
        let at = now();
        let mut replaced = Replaced::default();
        for post in remote {
            match known.get(&post.external_id) {
                Some((id, source, image)) => {
                    let moved = *source != post.image_url;
                    if moved && !image.is_empty() {
                        replaced.gone.push(image.clone());
                    }
                    diesel::update(social_posts::table.find(id))
                        .set((
                            social_posts::source_url.eq(&post.image_url),
                            social_posts::caption.eq(&post.caption),
                            social_posts::permalink.eq(&post.permalink),
                            social_posts::media_type.eq(&post.media_type),
                        ))
                        .execute(conn)?;
                    if moved {
                        diesel::update(social_posts::table.find(id))
                            .set(social_posts::image_url.eq(""))
                            .execute(conn)?;
                    }
                    if moved || image.is_empty() {
                        replaced.to_keep.push((id.clone(), post.image_url.clone()));
                    }
                }
                None => {
                    let id = new_ordered_id();
                    diesel::insert_into(social_posts::table)
                        .values((
                            social_posts::id.eq(&id),
                            social_posts::business_id.eq(business_id),
                            social_posts::network.eq(network.as_str()),
                            social_posts::external_id.eq(&post.external_id),
                            social_posts::source_url.eq(&post.image_url),
                            social_posts::image_url.eq(""),
                            social_posts::caption.eq(&post.caption),
                            social_posts::permalink.eq(&post.permalink),
                            social_posts::media_type.eq(&post.media_type),
                            social_posts::posted_at.eq(post.posted_at),
                            social_posts::visible.eq(true),
                            social_posts::updated_at.eq(at),
                        ))
                        .execute(conn)?;
                    replaced.to_keep.push((id, post.image_url.clone()));
                }
            }
        }
        let listed: Vec<&str> = remote.iter().map(|p| p.external_id.as_str()).collect();
        let gone: Vec<&String> = known.keys().filter(|k| !listed.contains(&k.as_str())).collect();
        if !gone.is_empty() {
            replaced.gone.extend(gone.iter().filter_map(|k| known.get(*k)).map(|(_, _, image)| image.clone()));
            let removed = || {
                social_posts::table
                    .filter(social_posts::business_id.eq(business_id))
                    .filter(social_posts::network.eq(network.as_str()))
                    .filter(social_posts::external_id.eq_any(&gone))
            };
            let links: Vec<Option<String>> = removed().select(social_posts::link_id).load(conn)?;
            diesel::delete(removed()).execute(conn)?;
            publish::close(conn, &links.into_iter().flatten().collect::<Vec<_>>())?;
        }
        // Captions, pictures waiting to be kept again and removed posts change the feed.
        publish::publish_all(conn, business_id)?;
        Ok(replaced)
    })
}

/// Records our copy of a post's picture and its size, and publishes the post (a tagged post
/// becomes buyable once its picture is kept).
pub fn set_image(conn: &mut DbConnection, business_id: &str, id: &str, image: &media::Kept) -> AppResult<()> {
    crate::db::write_transaction(conn, |conn| {
        diesel::update(
            social_posts::table.filter(social_posts::id.eq(id)).filter(social_posts::business_id.eq(business_id)),
        )
        .set((
            social_posts::image_url.eq(&image.url),
            social_posts::image_width.eq(image.width),
            social_posts::image_height.eq(image.height),
            social_posts::updated_at.eq(now()),
        ))
        .execute(conn)?;
        let Some(row) = find_post(conn, business_id, id)? else {
            return Ok(());
        };
        publish::publish(conn, business_id, &row)?;
        publish::touch_feed(conn, business_id)
    })
}

/// A page of `business_id`'s posts on `network`, newest first.
pub fn posts(
    conn: &mut DbConnection,
    business_id: &str,
    network: Network,
    count: i64,
    skip: i64,
) -> AppResult<Vec<PostRow>> {
    Ok(social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::network.eq(network.as_str()))
        .order((social_posts::posted_at.desc(), social_posts::id.desc()))
        .limit(count)
        .offset(skip)
        .select(PostRow::as_select())
        .load(conn)?)
}

/// Post `id` of `business_id`, whatever its network; `None` when there is none (a background
/// job's post may have gone with a disconnect meanwhile).
fn find_post(conn: &mut DbConnection, business_id: &str, id: &str) -> AppResult<Option<PostRow>> {
    Ok(social_posts::table
        .filter(social_posts::id.eq(id))
        .filter(social_posts::business_id.eq(business_id))
        .select(PostRow::as_select())
        .first(conn)
        .optional()?)
}

/// One post of `business_id` on `network`, or 404 (another business's answers the same).
pub fn post(conn: &mut DbConnection, business_id: &str, network: Network, id: &str) -> AppResult<PostRow> {
    social_posts::table
        .filter(social_posts::id.eq(id))
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::network.eq(network.as_str()))
        .select(PostRow::as_select())
        .first(conn)
        .optional()?
        .ok_or_else(|| AppError::NotFound("No such post".into()))
}

/// Shows or hides a post.
pub fn set_visible(conn: &mut DbConnection, id: &str, visible: bool) -> AppResult<()> {
    diesel::update(social_posts::table.find(id))
        .set((social_posts::visible.eq(visible), social_posts::updated_at.eq(now())))
        .execute(conn)?;
    Ok(())
}

/// Who the dashboard says tagged a post: the merchant when they tagged products, else visual
/// recognition when it found some, else nobody.
fn tagged_by(product_ids_json: &str, auto_tagged_json: &str) -> Option<&'static str> {
    if product_ids_json != "[]" {
        Some("manual")
    } else if auto_tagged_json != "[]" {
        Some("ai")
    } else {
        None
    }
}

/// Replaces a post's tags with the merchant's (JSON already checked).
pub fn set_tags(conn: &mut DbConnection, id: &str, product_ids_json: &str, options_json: &str) -> AppResult<()> {
    let auto: String = social_posts::table.find(id).select(social_posts::auto_tagged_json).first(conn)?;
    diesel::update(social_posts::table.find(id))
        .set((
            social_posts::product_ids_json.eq(product_ids_json),
            social_posts::selected_options_json.eq(options_json),
            social_posts::tagged_by.eq(tagged_by(product_ids_json, &auto)),
            social_posts::updated_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// Replaces the products visual recognition found on a post (a JSON list of store ids). The
/// merchant's own tags, when there are any, still say who tagged it and what the post sells;
/// otherwise the post's link on the feed sells what recognition found. Returns whether the feed
/// changed (callers then report it with `links::changes::changed`).
pub fn set_auto_tags(conn: &mut DbConnection, business_id: &str, id: &str, auto_tagged_json: &str) -> AppResult<bool> {
    crate::db::write_transaction(conn, |conn| {
        let Some(row) = find_post(conn, business_id, id)? else {
            return Ok(false);
        };
        if row.auto_tagged_json == auto_tagged_json {
            return Ok(false);
        }
        diesel::update(social_posts::table.find(id))
            .set((
                social_posts::auto_tagged_json.eq(auto_tagged_json),
                social_posts::tagged_by.eq(tagged_by(&row.product_ids_json, auto_tagged_json)),
                social_posts::updated_at.eq(now()),
            ))
            .execute(conn)?;
        let row = PostRow { auto_tagged_json: auto_tagged_json.to_owned(), ..row };
        let changed = publish::publish(conn, business_id, &row)?;
        if changed {
            publish::touch_feed(conn, business_id)?;
        }
        Ok(changed)
    })
}

/// The posts of `business_id` with a kept picture (all of them, or those among `only`): id and
/// picture address.
pub fn pictures(
    conn: &mut DbConnection,
    business_id: &str,
    only: Option<&[String]>,
) -> AppResult<Vec<(String, String)>> {
    let mut query = social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .filter(social_posts::image_url.ne(""))
        .select((social_posts::id, social_posts::image_url))
        .into_boxed();
    if let Some(ids) = only {
        query = query.filter(social_posts::id.eq_any(ids));
    }
    Ok(query.load(conn)?)
}

/// The kept pictures of `business_id`'s posts, for the uploads sweep.
pub fn post_pictures(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(social_posts::table
        .filter(social_posts::business_id.eq(business_id))
        .select(social_posts::image_url)
        .load(conn)?)
}
