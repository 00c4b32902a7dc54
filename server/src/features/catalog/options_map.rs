//! The product options map (docs/store.md#options-map): how each product option of the synced
//! catalog (Size, Color, …) is shown on instant store pages — as colour swatches or as text — and
//! each value's colour (`#rrggbb`) or text.
//!
//! - `GET /api/admin/v1/store/appearance/options`: the saved mapping merged with every option
//!   and value the catalog has now, so values new since the last save appear unmapped. An
//!   option never saved gets a default type: `COLOR` when its name contains "color" or
//!   "colour" (any case), else `TEXT`. Values come in catalog order (products by title, values
//!   in each product's order), then saved values the catalog no longer has. The map is computed
//!   on every call, so the dashboard's force flag needs no handling.
//! - `PUT /api/admin/v1/store/appearance/options` (docs/links-api.md lists it): the
//!   whole map, which replaces the saved one; answers the merged map.
//!
//! Wire shape: `{ "<option name>": { "type": "COLOR" | "TEXT", "values": [{ "value", "hex_value",
//! "text_value" }] } }`. Values are a list (not a map) so their order survives JSON. A value is
//! "verified" when the field of its option's type is filled; unverified values are allowed.
//! Merchants only; a store disconnect deletes the saved map.

use std::collections::{BTreeMap, HashMap, HashSet};

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::product_options;
use crate::db::schema::{option_map_values as values, option_maps as maps, products};
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::accounts::session;
use crate::http::body::{Bounded, Json};
use crate::http::envelope;
use crate::state::AppState;

/// Most options a map may hold.
const MAX_OPTIONS: usize = 100;
/// Most values per option.
const MAX_VALUES: usize = 500;
/// Longest option name, value or text.
const MAX_TEXT: usize = 100;

/// How an option is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "UPPERCASE")]
#[ts(export, export_to = "OptionType.ts")]
pub enum OptionType {
    /// Colour swatches (`hex_value`).
    Color,
    /// Text (`text_value`).
    Text,
}

impl OptionType {
    fn as_db(self) -> &'static str {
        match self {
            OptionType::Color => "COLOR",
            OptionType::Text => "TEXT",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        match text {
            "COLOR" => Some(OptionType::Color),
            "TEXT" => Some(OptionType::Text),
            _ => None,
        }
    }

    /// The type of an option nobody mapped yet.
    pub fn default_for(option_name: &str) -> Self {
        let name = option_name.to_lowercase();
        if name.contains("color") || name.contains("colour") {
            OptionType::Color
        } else {
            OptionType::Text
        }
    }
}

/// One value of an option and how it is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionValue.ts")]
pub struct OptionValue {
    /// The value as the store names it (`Red`, `XL`).
    pub value: String,
    /// `#rrggbb` for colour options.
    pub hex_value: Option<String>,
    /// Text to show for text options.
    pub text_value: Option<String>,
}

/// One option of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionEntry.ts")]
pub struct OptionEntry {
    /// How the option is shown.
    #[serde(rename = "type")]
    pub option_type: OptionType,
    /// Its values.
    pub values: Vec<OptionValue>,
}

/// The map, keyed by option name (a newtype, so it serialises as the bare map).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionsMap.ts")]
pub struct OptionsMap(pub BTreeMap<String, OptionEntry>);

/// One option as sent (type unchecked, so a bad one is a field error rather than a bad body).
#[derive(Debug, Deserialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "OptionEntryInput.ts")]
pub struct OptionEntryInput {
    /// `COLOR` or `TEXT`.
    #[serde(rename = "type")]
    pub option_type: String,
    /// Its values.
    #[serde(default)]
    pub values: Vec<OptionValue>,
}

impl Bounded for BTreeMap<String, OptionEntryInput> {}

/// Options and values of the catalog, in catalog order.
fn catalog_options(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<(String, Vec<String>)>> {
    let rows: Vec<String> = products::table
        .filter(products::business_id.eq(business_id))
        .order((products::title.asc(), products::id.asc()))
        .select(products::options_json)
        .load(conn)?;
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for json in rows {
        for option in product_options::parse(&json) {
            let at = match out.iter().position(|(name, _)| *name == option.name) {
                Some(at) => at,
                None => {
                    out.push((option.name, Vec::new()));
                    out.len() - 1
                }
            };
            for value in option.values {
                if !out[at].1.contains(&value) {
                    out[at].1.push(value);
                }
            }
        }
    }
    Ok(out)
}

/// The saved map (the instant store page shows swatches and texts from it).
pub fn saved(conn: &mut DbConnection, business_id: &str) -> AppResult<OptionsMap> {
    let options: Vec<(String, String)> = maps::table
        .filter(maps::business_id.eq(business_id))
        .select((maps::option_name, maps::option_type))
        .load(conn)?;
    let mut rows: HashMap<String, Vec<OptionValue>> = HashMap::new();
    for (option, value, hex_value, text_value) in values::table
        .filter(values::business_id.eq(business_id))
        .order(values::option_value.asc())
        .select((values::option_name, values::option_value, values::hex_value, values::text_value))
        .load::<(String, String, Option<String>, Option<String>)>(conn)?
    {
        rows.entry(option).or_default().push(OptionValue { value, hex_value, text_value });
    }
    Ok(OptionsMap(
        options
            .into_iter()
            .map(|(name, kind)| {
                let entry = OptionEntry {
                    option_type: OptionType::parse(&kind).unwrap_or_else(|| OptionType::default_for(&name)),
                    values: rows.remove(&name).unwrap_or_default(),
                };
                (name, entry)
            })
            .collect(),
    ))
}

/// When the business's map was last saved (`None` before the first save): the public pages'
/// cache versions include it, since the map changes how every look shows its options.
pub fn changed_at(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<chrono::NaiveDateTime>> {
    Ok(maps::table.filter(maps::business_id.eq(business_id)).select(diesel::dsl::max(maps::updated_at)).first(conn)?)
}

/// The saved map merged with the catalog's options and values.
pub fn merge(saved: OptionsMap, catalog: Vec<(String, Vec<String>)>) -> OptionsMap {
    let mut saved = saved.0;
    let mut out = BTreeMap::new();
    for (name, catalog_values) in catalog {
        let mut entry = saved
            .remove(&name)
            .unwrap_or_else(|| OptionEntry { option_type: OptionType::default_for(&name), values: Vec::new() });
        let mut by_value: HashMap<String, OptionValue> = entry.values.drain(..).map(|v| (v.value.clone(), v)).collect();
        let mut ordered: Vec<OptionValue> = catalog_values
            .into_iter()
            .map(|value| by_value.remove(&value).unwrap_or(OptionValue { value, hex_value: None, text_value: None }))
            .collect();
        let mut rest: Vec<OptionValue> = by_value.into_values().collect();
        rest.sort_by(|a, b| a.value.cmp(&b.value));
        ordered.extend(rest);
        entry.values = ordered;
        out.insert(name, entry);
    }
    out.extend(saved);
    OptionsMap(out)
}

fn is_hex_colour(text: &str) -> bool {
    text.len() == 7 && text.starts_with('#') && text[1..].chars().all(|c| c.is_ascii_hexdigit())
}

fn blank_to_none(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

/// Checks a map as sent; returns it normalised (trimmed, lower-case hex, blanks dropped) or
/// the field errors, keyed `"<option>.type"`, `"<option>.values[<i>].hex_value"` and so on.
pub fn validate(input: BTreeMap<String, OptionEntryInput>) -> Result<OptionsMap, BTreeMap<String, String>> {
    let mut errors = BTreeMap::new();
    if input.len() > MAX_OPTIONS {
        errors.insert("options".to_owned(), format!("At most {MAX_OPTIONS} options"));
        return Err(errors);
    }
    let mut out = BTreeMap::new();
    for (raw_name, entry) in input {
        let name = raw_name.trim().to_owned();
        if name.is_empty() || name.chars().count() > MAX_TEXT {
            errors.insert(raw_name.clone(), format!("Option names are 1 to {MAX_TEXT} characters"));
            continue;
        }
        let Some(option_type) = OptionType::parse(&entry.option_type) else {
            errors.insert(format!("{name}.type"), "Type must be COLOR or TEXT".to_owned());
            continue;
        };
        if entry.values.len() > MAX_VALUES {
            errors.insert(format!("{name}.values"), format!("At most {MAX_VALUES} values"));
            continue;
        }
        let mut seen = HashSet::new();
        let mut values_out = Vec::new();
        for (i, v) in entry.values.into_iter().enumerate() {
            let at = format!("{name}.values[{i}]");
            let value = v.value.trim().to_owned();
            if value.is_empty() || value.chars().count() > MAX_TEXT {
                errors.insert(format!("{at}.value"), format!("Values are 1 to {MAX_TEXT} characters"));
                continue;
            }
            if !seen.insert(value.clone()) {
                errors.insert(format!("{at}.value"), format!("{value} is listed twice"));
                continue;
            }
            let hex_value = blank_to_none(v.hex_value).map(|h| h.to_lowercase());
            if hex_value.as_deref().is_some_and(|h| !is_hex_colour(h)) {
                errors.insert(format!("{at}.hex_value"), "Colours are written #rrggbb".to_owned());
                continue;
            }
            let text_value = blank_to_none(v.text_value);
            if text_value.as_deref().is_some_and(|t| t.chars().count() > MAX_TEXT) {
                errors.insert(format!("{at}.text_value"), format!("At most {MAX_TEXT} characters"));
                continue;
            }
            values_out.push(OptionValue { value, hex_value, text_value });
        }
        out.insert(name, OptionEntry { option_type, values: values_out });
    }
    if errors.is_empty() {
        Ok(OptionsMap(out))
    } else {
        Err(errors)
    }
}

/// Replaces the saved map.
fn store(conn: &mut DbConnection, business_id: &str, map: &OptionsMap) -> AppResult<()> {
    crate::db::business_write_transaction(conn, business_id, |conn| {
        clear(conn, business_id)?;
        for (name, entry) in &map.0 {
            diesel::insert_into(maps::table)
                .values((
                    maps::business_id.eq(business_id),
                    maps::option_name.eq(name),
                    maps::option_type.eq(entry.option_type.as_db()),
                    maps::updated_at.eq(crate::clock::now()),
                ))
                .execute(conn)?;
            for v in &entry.values {
                diesel::insert_into(values::table)
                    .values((
                        values::business_id.eq(business_id),
                        values::option_name.eq(name),
                        values::option_value.eq(&v.value),
                        values::hex_value.eq(&v.hex_value),
                        values::text_value.eq(&v.text_value),
                    ))
                    .execute(conn)?;
            }
        }
        Ok(())
    })
}

/// Deletes the saved map (a store disconnect resets it).
pub fn clear(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    diesel::delete(values::table.filter(values::business_id.eq(business_id))).execute(conn)?;
    diesel::delete(maps::table.filter(maps::business_id.eq(business_id))).execute(conn)?;
    Ok(())
}

fn current_map(conn: &mut DbConnection, business_id: &str) -> AppResult<OptionsMap> {
    let saved = saved(conn, business_id)?;
    Ok(merge(saved, catalog_options(conn, business_id)?))
}

/// `GET /api/admin/v1/store/appearance/options`.
#[utoipa::path(get, path = "/api/admin/v1/store/appearance/options",
    responses((status = 200, description = "data: the options map", body = OptionsMap), (status = 403, description = "influencers cannot")))]
pub async fn get(req: HttpRequest, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let current = session::require_merchant(&state.db, &req).await?;
    let map = state.db.run(move |conn| current_map(conn, &current.business_id)).await?;
    Ok(envelope::ok(&map))
}

/// `PUT /api/admin/v1/store/appearance/options`.
#[utoipa::path(put, path = "/api/admin/v1/store/appearance/options",
    request_body(content = BTreeMap<String, OptionEntryInput>, description = "the whole map, keyed by option name"),
    responses((status = 200, description = "data: the saved map merged with the catalog", body = OptionsMap),
        (status = 403, description = "influencers cannot"),
        (status = 422, description = "bad type, colour or text; fields name the place; nothing stored")))]
pub async fn put(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<BTreeMap<String, OptionEntryInput>>,
) -> AppResult<HttpResponse> {
    let current = session::require_merchant(&state.db, &req).await?;
    let map = validate(body.into_inner()).map_err(|fields| {
        AppError::fields(fields).unwrap_or_else(|| AppError::BadRequest("Invalid options map".into()))
    })?;
    let merged = state
        .db
        .run(move |conn| {
            store(conn, &current.business_id, &map)?;
            current_map(conn, &current.business_id)
        })
        .await?;
    Ok(envelope::ok(&merged))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(v: &str, hex: Option<&str>) -> OptionValue {
        OptionValue { value: v.into(), hex_value: hex.map(Into::into), text_value: None }
    }

    #[test]
    fn colour_named_options_default_to_colour_swatches() {
        assert_eq!(OptionType::default_for("Color"), OptionType::Color);
        assert_eq!(OptionType::default_for("Frame colour"), OptionType::Color);
        assert_eq!(OptionType::default_for("Size"), OptionType::Text);
    }

    #[test]
    fn merging_keeps_saved_values_and_adds_new_catalog_values_in_catalog_order() {
        let mut saved = BTreeMap::new();
        saved.insert(
            "Color".to_owned(),
            OptionEntry {
                option_type: OptionType::Text,
                values: vec![value("Red", Some("#ff0000")), value("Gone", None)],
            },
        );
        saved.insert("Material".to_owned(), OptionEntry { option_type: OptionType::Text, values: Vec::new() });
        let catalog = vec![
            ("Size".to_owned(), vec!["S".to_owned(), "M".to_owned()]),
            ("Color".to_owned(), vec!["Blue".to_owned(), "Red".to_owned()]),
        ];
        let merged = merge(OptionsMap(saved), catalog).0;
        let colour = &merged["Color"];
        assert_eq!(colour.option_type, OptionType::Text, "a saved type wins over the default");
        assert_eq!(colour.values, vec![value("Blue", None), value("Red", Some("#ff0000")), value("Gone", None)]);
        assert_eq!(merged["Size"].option_type, OptionType::Text);
        assert_eq!(merged["Size"].values.len(), 2);
        assert!(merged.contains_key("Material"), "saved options the catalog lacks stay");
    }

    #[test]
    fn validation_names_bad_types_and_colours() {
        let input: BTreeMap<String, OptionEntryInput> = serde_json::from_value(serde_json::json!({
            "Color": {"type": "COLOR", "values": [{"value": "Red", "hex_value": "#FF0000"}, {"value": "Blue", "hex_value": "blue"}]},
            "Size": {"type": "SHAPE", "values": []},
        }))
        .expect("input");
        let errors = validate(input).expect_err("invalid");
        assert!(errors.contains_key("Color.values[1].hex_value"), "{errors:?}");
        assert!(errors.contains_key("Size.type"), "{errors:?}");

        let input: BTreeMap<String, OptionEntryInput> = serde_json::from_value(serde_json::json!({
            "Color": {"type": "COLOR", "values": [{"value": " Red ", "hex_value": "#FF0000", "text_value": ""}]},
        }))
        .expect("input");
        let map = validate(input).expect("valid").0;
        assert_eq!(map["Color"].values, vec![value("Red", Some("#ff0000"))]);
    }
}
