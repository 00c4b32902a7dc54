//! `POST /api/admin/v1/products/options/image {inventory_id, selected_options}` → `{src}`
//! (docs/store.md#search): the picture of a product as the options chosen in the picker (a colour,
//! say) make it look.
//!
//! `inventory_id` is the product's store id exactly as product search returns it
//! (`gid://shopify/Product/…`); another business's product answers 404. `selected_options` is
//! either `{"Color": "Red"}` or Shopify's `[{"name": "Color", "value": "Red"}]`; names and
//! values match ignoring case and surrounding spaces. The variants are taken in the product's
//! option order (the order Shopify lists variants in) and the first one that has every chosen
//! option and an image gives the picture, so choosing only a colour shows that colour. Nothing
//! chosen, nothing matching, or no variant image: the product's featured image (`src` is null
//! when the product has no image at all). Any signed-in user of the business may ask (the
//! picker serves influencers who create links too).

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::product_options;
use crate::db::schema::{products, variants};
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// A chosen option.
#[derive(Debug, Clone, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "SelectedOption.ts")]
pub struct SelectedOption {
    /// Option name (`Color`).
    pub name: String,
    /// Chosen value (`Red`).
    pub value: String,
}

/// The chosen options in either accepted shape.
#[derive(Debug, Clone, Deserialize, TS, utoipa::ToSchema)]
#[serde(untagged)]
#[ts(export, export_to = "SelectedOptions.ts")]
pub enum SelectedOptions {
    /// `{"Color": "Red"}`.
    ByName(std::collections::BTreeMap<String, String>),
    /// `[{"name": "Color", "value": "Red"}]`.
    List(Vec<SelectedOption>),
}

impl Default for SelectedOptions {
    fn default() -> Self {
        SelectedOptions::List(Vec::new())
    }
}

impl SelectedOptions {
    fn pairs(self) -> Vec<(String, String)> {
        let norm = |s: &str| s.trim().to_lowercase();
        match self {
            SelectedOptions::ByName(map) => map.iter().map(|(n, v)| (norm(n), norm(v))).collect(),
            SelectedOptions::List(list) => list.iter().map(|o| (norm(&o.name), norm(&o.value))).collect(),
        }
    }
}

/// Body of the call.
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionImageRequest.ts")]
pub struct OptionImageRequest {
    /// The product's store id, as product search returns it.
    pub inventory_id: String,
    /// The options chosen so far.
    #[serde(default)]
    #[ts(optional)]
    pub selected_options: Option<SelectedOptions>,
}

impl Bounded for OptionImageRequest {}

/// The answer.
#[derive(Debug, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionImage.ts")]
pub struct OptionImage {
    /// Image URL (null when the product has none).
    pub src: Option<String>,
}

/// A variant as the choice sees it: its options (normalised) and image.
#[derive(Debug, Clone)]
pub struct VariantChoice {
    /// `(name, value)` pairs, lower-case.
    pub options: Vec<(String, String)>,
    pub(crate) image_url: Option<String>,
}

/// Picks the image: the first variant (in option order) with every chosen option and an image,
/// else the featured image. `option_order` lists each option's values in the product's order.
pub fn choose(
    chosen: &[(String, String)],
    mut candidates: Vec<VariantChoice>,
    option_order: &[(String, Vec<String>)],
    featured: Option<String>,
) -> Option<String> {
    if chosen.is_empty() {
        return featured;
    }
    let rank = |v: &VariantChoice| -> Vec<usize> {
        option_order
            .iter()
            .map(|(name, values)| {
                v.options
                    .iter()
                    .find(|(n, _)| n == name)
                    .and_then(|(_, value)| values.iter().position(|x| x == value))
                    .unwrap_or(usize::MAX)
            })
            .collect()
    };
    candidates.sort_by_key(|v| rank(v));
    candidates
        .into_iter()
        .filter(|v| chosen.iter().all(|c| v.options.contains(c)))
        .find_map(|v| v.image_url)
        .or(featured)
}

#[derive(Deserialize)]
struct NameValue {
    name: String,
    value: String,
}

fn lower(s: &str) -> String {
    s.trim().to_lowercase()
}

/// `POST /api/admin/v1/products/options/image`.
#[utoipa::path(post, path = "/api/admin/v1/products/options/image", request_body = OptionImageRequest,
    responses((status = 200, description = "data: src", body = OptionImage), (status = 401, description = "not signed in"),
        (status = 404, description = "no such product in this business's catalog")))]
pub async fn option_image(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<OptionImageRequest>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let body = body.into_inner();
    let chosen = body.selected_options.unwrap_or_default().pairs();
    let src = state
        .db
        .run(move |conn| {
            let (id, featured, options_json) = products::table
                .filter(products::business_id.eq(&current.business_id))
                .filter(products::shopify_id.eq(&body.inventory_id))
                .select((products::id, products::image_url, products::options_json))
                .first::<(String, Option<String>, String)>(conn)
                .optional()?
                .ok_or_else(|| AppError::NotFound("No such product".into()))?;
            let order: Vec<(String, Vec<String>)> = product_options::parse(&options_json)
                .into_iter()
                .map(|o| (lower(&o.name), o.values.iter().map(|v| lower(v)).collect()))
                .collect();
            let candidates = variants::table
                .filter(variants::product_id.eq(&id))
                .select((variants::selected_options_json, variants::image_url))
                .load::<(String, Option<String>)>(conn)?
                .into_iter()
                .map(|(json, image_url)| VariantChoice {
                    options: serde_json::from_str::<Vec<NameValue>>(&json)
                        .unwrap_or_default()
                        .into_iter()
                        .map(|o| (lower(&o.name), lower(&o.value)))
                        .collect(),
                    image_url,
                })
                .collect();
            Ok(choose(&chosen, candidates, &order, featured))
        })
        .await?;
    Ok(envelope::ok(&OptionImage { src }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(size: &str, color: &str, image: Option<&str>) -> VariantChoice {
        VariantChoice {
            options: vec![("size".into(), size.into()), ("color".into(), color.into())],
            image_url: image.map(Into::into),
        }
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(n, v)| ((*n).into(), (*v).into())).collect()
    }

    #[test]
    fn a_partial_choice_takes_the_first_matching_variant_in_option_order() {
        let order = vec![
            ("size".to_owned(), vec!["s".to_owned(), "m".to_owned()]),
            ("color".to_owned(), vec!["red".to_owned(), "blue".to_owned()]),
        ];
        // Stored out of order on purpose.
        let candidates = vec![
            variant("m", "blue", Some("m-blue")),
            variant("s", "blue", Some("s-blue")),
            variant("s", "red", None),
            variant("m", "red", Some("m-red")),
        ];
        let featured = Some("featured".to_owned());
        let pick = |chosen: &[(&str, &str)]| choose(&pairs(chosen), candidates.clone(), &order, featured.clone());
        assert_eq!(pick(&[("color", "blue")]).as_deref(), Some("s-blue"));
        assert_eq!(pick(&[("color", "red")]).as_deref(), Some("m-red"), "variants without an image are skipped");
        assert_eq!(pick(&[("size", "m"), ("color", "blue")]).as_deref(), Some("m-blue"));
        assert_eq!(pick(&[("color", "green")]).as_deref(), Some("featured"));
        assert_eq!(pick(&[]).as_deref(), Some("featured"));
    }
}
