//! A product's options as the catalog keeps them (`products.options_json`, the store's JSON:
//! `[{name, position, values}]`), read in one place for every feature that needs them.

use std::collections::BTreeMap;

use serde::Deserialize;

/// One option of a product with its values, in the store's order.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CatalogOption {
    /// `Color`, `Size`.
    pub name: String,
    /// `Red`, `XL`.
    #[serde(default)]
    pub values: Vec<String>,
}

/// The options of `options_json` (none when the stored JSON is unreadable).
pub fn parse(options_json: &str) -> Vec<CatalogOption> {
    serde_json::from_str(options_json).unwrap_or_default()
}

/// How two spellings of a name or value are compared: case and surrounding spaces ignored, as
/// the editors and the option image do.
pub fn same(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// `chosen` (option name to value) in the catalog's spelling, or the first chosen option the
/// product does not have (by name, or by value for that name).
pub fn canonical(
    options: &[CatalogOption],
    chosen: &BTreeMap<String, String>,
) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for (name, value) in chosen {
        let option = options.iter().find(|o| same(&o.name, name)).ok_or_else(|| name.clone())?;
        let known = option.values.iter().find(|v| same(v, value)).ok_or_else(|| name.clone())?;
        out.insert(option.name.clone(), known.clone());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shirt() -> Vec<CatalogOption> {
        parse(r#"[{"name":"Color","position":1,"values":["Red","Blue"]},{"name":"Size","values":["M","L"]}]"#)
    }

    fn chosen(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn chosen_options_come_back_in_the_catalog_spelling() {
        let out = canonical(&shirt(), &chosen(&[("color", " red "), ("Size", "L")])).expect("known");
        assert_eq!(out, chosen(&[("Color", "Red"), ("Size", "L")]));
    }

    #[test]
    fn an_unknown_name_or_value_is_named() {
        assert_eq!(canonical(&shirt(), &chosen(&[("Material", "Wool")])), Err("Material".to_owned()));
        assert_eq!(canonical(&shirt(), &chosen(&[("Color", "Green")])), Err("Color".to_owned()));
        assert!(parse("not json").is_empty());
    }
}
