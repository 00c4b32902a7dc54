//! The input rules (docs/links.md#limits) for links, shorts and multilink experiences. A body is
//! turned into a [`Draft`] (normalised, every id checked against the business's catalog and
//! influencers) or into field errors with nothing written.

use std::collections::{BTreeMap, HashSet};

use super::destination;
use super::model::{LinkKind, UrlType};
use super::promocodes::require::{not_yours, promocode_problem, InfluencerCodes, StoreVerdict};
use super::wire::{LinkBody, LinkImage, SelectedOptions, UtmParams};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts;
use crate::features::catalog::product_options;
use crate::features::catalog::{known_collections, known_products};

/// Longest title (docs/links.md#limits; the reason is in docs/decisions.md).
pub const TITLE_MAX: usize = 100;
/// Most products in a look (docs/links.md#limits).
pub const PRODUCTS_MAX: usize = 15;
/// Most collections in a look (ours).
pub const COLLECTIONS_MAX: usize = 15;
/// Most images of a link (ours).
pub const IMAGES_MAX: usize = 10;
/// Longest tracking tag (ours).
pub const UTM_MAX: usize = 100;
/// Longest image address or custom URL (ours).
pub const URL_MAX: usize = 2048;

/// Message of a look without products or with too many.
pub const PRODUCTS_MESSAGE: &str = "Choose between 1 and 15 products";
/// Message of a short that does not name exactly one target.
pub const SHORT_TARGET_MESSAGE: &str = "Choose exactly one product, one collection or a custom URL";

/// The editor's message for a custom URL off the store (EDIT_SHORT_URL_ERROR_MESSAGE, which
/// names the domain).
pub fn short_url_message(bases: &[String]) -> String {
    match bases.first() {
        Some(base) => format!("The URL must start with {base}"),
        None => "Connect your store before adding a custom URL".to_owned(),
    }
}

/// Who is saving and for which store.
pub struct Context<'a> {
    /// The caller's business.
    pub business_id: &'a str,
    /// Where custom URLs may point.
    pub bases: &'a [String],
    /// The caller is the merchant.
    pub is_admin: bool,
    /// The influencer the caller is, if any (their links are always their own).
    pub own_influencer_id: Option<&'a str>,
    /// What the store said of the body's promocode.
    pub store_code: &'a StoreVerdict,
    /// For an influencer, the codes their save may carry; `None` for the merchant (any code).
    pub influencer_codes: Option<InfluencerCodes<'a>>,
}

/// What a link, short or experience points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// LOOK or SHORT.
    pub kind: LinkKind,
    /// LOOK, PRODUCT, COLLECTION or CUSTOM.
    pub url_type: UrlType,
    /// Title.
    pub description: String,
    /// Images JSON.
    pub images: String,
    /// Products with their chosen options.
    pub products: Vec<(String, BTreeMap<String, String>)>,
    pub(crate) collections: Vec<String>,
    /// Checked custom destination.
    pub shopping_redirect_url: Option<String>,
}

/// A checked link or short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub(crate) target: Target,
    pub(crate) promocode: Option<String>,
    pub(crate) influencer_id: Option<String>,
    /// Tracking tags (empty for influencers).
    pub utm: UtmParams,
}

type Fields = BTreeMap<String, String>;

fn dedupe(ids: &[String]) -> Vec<String> {
    let mut seen = HashSet::new();
    ids.iter().map(|id| id.trim().to_owned()).filter(|id| !id.is_empty() && seen.insert(id.clone())).collect()
}

/// Title: trimmed, at most [`TITLE_MAX`] characters.
pub fn title(raw: &str, field: &str, required: bool, errors: &mut Fields) -> String {
    let value = raw.trim().to_owned();
    if value.chars().count() > TITLE_MAX {
        errors.insert(field.to_owned(), format!("The title can have at most {TITLE_MAX} characters"));
    } else if required && value.is_empty() {
        errors.insert(field.to_owned(), "Enter a title".to_owned());
    }
    value
}

/// Promocode: its form ([`promocode_problem`]), then what the store said of it (a code the
/// store lacks is refused; one it has is saved as the store spells it).
pub fn promocode(code: Option<String>, store: &StoreVerdict, errors: &mut Fields) -> Option<String> {
    if let Some(problem) = code.as_deref().and_then(promocode_problem) {
        errors.insert("promocode".into(), problem);
    }
    store.apply(code, errors)
}

/// An influencer's promocode must be one `allowed` lets them use ([`InfluencerCodes`]); checked
/// before the store is believed, so another influencer's code is refused whatever the store says.
fn influencer_promocode(code: Option<&str>, allowed: &InfluencerCodes<'_>, errors: &mut Fields) {
    if code.is_some_and(|c| !allowed.allows(c)) {
        errors.insert("promocode".into(), not_yours(allowed.own));
    }
}

/// Tracking tags: each at most [`UTM_MAX`] characters of letters, digits, spaces and `- _ . + ~`.
pub fn utm(params: Option<UtmParams>, errors: &mut Fields) -> UtmParams {
    let clean = |v: Option<String>| v.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
    let params = params.unwrap_or_default();
    let out = UtmParams {
        utm_source: clean(params.utm_source),
        utm_medium: clean(params.utm_medium),
        utm_campaign: clean(params.utm_campaign),
        utm_term: clean(params.utm_term),
        utm_content: clean(params.utm_content),
    };
    for (name, value) in out.pairs() {
        let ok = value.is_none_or(|v| {
            v.chars().count() <= UTM_MAX
                && v.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '+' | '~'))
        });
        if !ok {
            errors.insert(
                format!("utm_params.{name}"),
                format!("Tracking tags may use letters, digits, spaces and - _ . + ~ (at most {UTM_MAX} characters)"),
            );
        }
    }
    out
}

/// Images as stored: the id trimmed and the address as parsed (what was checked is what is kept).
fn images(list: &[LinkImage], errors: &mut Fields, prefix: &str) -> String {
    if list.len() > IMAGES_MAX {
        errors.insert(format!("{prefix}images"), format!("A link can have at most {IMAGES_MAX} images"));
    }
    let checked: Option<Vec<LinkImage>> = list
        .iter()
        .map(|i| {
            let src = i.src.trim();
            let url =
                url::Url::parse(src).ok().filter(|u| src.len() <= URL_MAX && matches!(u.scheme(), "https" | "http"))?;
            Some(LinkImage { id: i.id.trim().to_owned(), src: url.into() })
        })
        .collect();
    let Some(checked) = checked else {
        errors.insert(format!("{prefix}images"), "Images must be web addresses (http or https)".into());
        return "[]".into();
    };
    serde_json::to_string(&checked).unwrap_or_else(|_| "[]".into())
}

/// The parts of a body that say where it points, as one link or one experience.
pub struct TargetInput<'a> {
    /// LOOK or SHORT (`None` is LOOK).
    pub link_type: Option<&'a str>,
    /// Title.
    pub description: &'a str,
    pub(crate) images: &'a [LinkImage],
    /// Products.
    pub inventory_ids: &'a [String],
    /// Options per product.
    pub selected_options: &'a SelectedOptions,
    /// Collections.
    pub collection_ids: &'a [String],
    /// Custom URL.
    pub shopping_redirect_url: Option<&'a str>,
}

/// Checks where a link, short or experience points. `prefix` names the body position of the
/// fields (`""` or `"links_options[0]."`).
pub fn target(
    conn: &mut DbConnection,
    ctx: &Context<'_>,
    input: &TargetInput<'_>,
    prefix: &str,
    errors: &mut Fields,
) -> AppResult<Target> {
    let field = |name: &str| format!("{prefix}{name}");
    let kind = match input.link_type.map(|raw| (raw, LinkKind::parse(raw))) {
        None | Some(("", _)) | Some((_, Some(LinkKind::Look))) => LinkKind::Look,
        Some((_, Some(LinkKind::Short))) => LinkKind::Short,
        Some(_) => {
            errors.insert(field("link_type"), "The link type must be LOOK or SHORT".into());
            LinkKind::Look
        }
    };
    let description = title(input.description, &field("description"), false, errors);
    let images = images(input.images, errors, prefix);
    let product_ids = dedupe(input.inventory_ids);
    let collection_ids = dedupe(input.collection_ids);
    let custom = input.shopping_redirect_url.map(str::trim).filter(|u| !u.is_empty());

    let url_type = if kind == LinkKind::Look {
        if product_ids.is_empty() || product_ids.len() > PRODUCTS_MAX {
            errors.insert(field("inventory_ids"), PRODUCTS_MESSAGE.into());
        }
        if collection_ids.len() > COLLECTIONS_MAX {
            errors.insert(field("collection_ids"), format!("A link can have at most {COLLECTIONS_MAX} collections"));
        }
        UrlType::Look
    } else {
        match (product_ids.len(), collection_ids.len(), custom.is_some()) {
            (1, 0, false) => UrlType::Product,
            (0, 1, false) => UrlType::Collection,
            (0, 0, true) => UrlType::Custom,
            _ => {
                errors.insert(field("target"), SHORT_TARGET_MESSAGE.into());
                UrlType::Custom
            }
        }
    };

    // Past the limits the body is refused already; look up no more ids than a link can hold.
    let product_ids: Vec<String> = product_ids.into_iter().take(PRODUCTS_MAX + 1).collect();
    let collection_ids: Vec<String> = collection_ids.into_iter().take(COLLECTIONS_MAX + 1).collect();
    let catalog = known_products(conn, ctx.business_id, &product_ids)?;
    let unknown: Vec<&str> = product_ids.iter().filter(|id| !catalog.contains_key(*id)).map(String::as_str).collect();
    if !unknown.is_empty() {
        errors.insert(field("inventory_ids"), format!("Unknown product ids: {}", unknown.join(", ")));
    }
    let known = known_collections(conn, ctx.business_id, &collection_ids)?;
    let unknown: Vec<&str> = collection_ids.iter().filter(|id| !known.contains(*id)).map(String::as_str).collect();
    if !unknown.is_empty() {
        errors.insert(field("collection_ids"), format!("Unknown collection ids: {}", unknown.join(", ")));
    }

    let shopping_redirect_url = match (url_type, custom) {
        (UrlType::Custom, Some(raw)) if raw.len() <= URL_MAX => {
            match destination::check(&destination::with_scheme(raw, ctx.bases), ctx.bases) {
                Ok(url) => Some(url.to_string()),
                Err(_) => {
                    errors.insert(field("shopping_redirect_url"), short_url_message(ctx.bases));
                    None
                }
            }
        }
        (UrlType::Custom, Some(_)) => {
            errors.insert(field("shopping_redirect_url"), short_url_message(ctx.bases));
            None
        }
        _ => None,
    };

    let products = product_ids
        .into_iter()
        .map(|id| {
            let chosen = input.selected_options.get(&id).cloned().unwrap_or_default();
            let options = catalog.get(&id).map(|o| product_options::canonical(o, &chosen));
            let options = match options {
                Some(Ok(options)) => options,
                Some(Err(name)) => {
                    errors.insert(field("selected_options"), format!("Choose a {name} the product has"));
                    BTreeMap::new()
                }
                None => BTreeMap::new(),
            };
            (id, options)
        })
        .collect();
    Ok(Target { kind, url_type, description, images, products, collections: collection_ids, shopping_redirect_url })
}

/// The id of the active influencer `username` of the business, or a field error.
pub fn influencer(
    conn: &mut DbConnection,
    business_id: &str,
    username: Option<&str>,
    errors: &mut Fields,
) -> AppResult<Option<String>> {
    let Some(username) = username.map(str::trim).filter(|u| !u.is_empty()) else { return Ok(None) };
    let id = accounts::active_influencer(conn, business_id, username, None)?.map(|i| i.id);
    if id.is_none() {
        errors.insert("influencer_username".into(), format!("No active influencer named {username}"));
    }
    Ok(id)
}

/// Checks a whole link or short body.
pub fn draft(conn: &mut DbConnection, ctx: &Context<'_>, body: &LinkBody) -> AppResult<Draft> {
    let mut errors = Fields::new();
    let input = TargetInput {
        link_type: body.link_type.as_deref(),
        description: &body.description,
        images: &body.images,
        inventory_ids: &body.inventory_ids,
        selected_options: &body.selected_options,
        collection_ids: &body.collection_ids,
        shopping_redirect_url: body.shopping_redirect_url.as_deref(),
    };
    let target = target(conn, ctx, &input, "", &mut errors)?;
    let typed = body.promocode.as_ref().and_then(|p| p.code());
    if let Some(allowed) = &ctx.influencer_codes {
        influencer_promocode(typed.as_deref(), allowed, &mut errors);
    }
    let promocode = promocode(typed, ctx.store_code, &mut errors);
    // Influencers' links are their own, and tracking tags are the merchant's (docs/links.md#permissions).
    let (influencer_id, utm) = match ctx.own_influencer_id {
        Some(own) => (Some(own.to_owned()), UtmParams::default()),
        None => (
            influencer(conn, ctx.business_id, body.influencer_username.as_deref(), &mut errors)?,
            utm(body.utm_params.clone(), &mut errors),
        ),
    };
    match AppError::fields(errors) {
        Some(error) => Err(error),
        None => Ok(Draft { target, promocode, influencer_id, utm }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promocodes_are_short_plain_codes() {
        let mut errors = Fields::new();
        assert_eq!(promocode(Some("SUMMER-10".into()), &StoreVerdict::NotAsked, &mut errors), Some("SUMMER-10".into()));
        assert!(errors.is_empty());
        promocode(Some("A".repeat(21)), &StoreVerdict::NotAsked, &mut errors);
        assert!(errors["promocode"].contains("20"));
        let mut errors = Fields::new();
        promocode(Some("<b>".into()), &StoreVerdict::NotAsked, &mut errors);
        assert!(errors.contains_key("promocode"));
        assert_eq!(promocode(None, &StoreVerdict::NotAsked, &mut Fields::new()), None);
    }

    #[test]
    fn titles_have_a_maximum() {
        let mut errors = Fields::new();
        assert_eq!(title("  Summer  ", "description", false, &mut errors), "Summer");
        title(&"x".repeat(TITLE_MAX + 1), "description", false, &mut errors);
        assert!(errors.contains_key("description"));
        let mut errors = Fields::new();
        title(" ", "title", true, &mut errors);
        assert_eq!(errors["title"], "Enter a title");
    }

    #[test]
    fn tracking_tags_are_checked_and_trimmed() {
        let mut errors = Fields::new();
        let tags = utm(
            Some(UtmParams { utm_source: Some(" insta ".into()), utm_medium: Some("".into()), ..Default::default() }),
            &mut errors,
        );
        assert_eq!(tags.utm_source.as_deref(), Some("insta"));
        assert_eq!(tags.utm_medium, None);
        assert!(errors.is_empty());
        utm(Some(UtmParams { utm_term: Some("a&b=c".into()), ..Default::default() }), &mut errors);
        assert!(errors.contains_key("utm_params.utm_term"));
    }

    #[test]
    fn the_url_message_names_the_store() {
        assert_eq!(
            short_url_message(&["https://my-shop.myshopify.com".into()]),
            "The URL must start with https://my-shop.myshopify.com"
        );
    }
}
