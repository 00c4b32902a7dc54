//! The theme's fields as the dashboard sends them (docs/appearance.md#fields), the initial values
//! (black-on-white checkout, a white promocode display with a grey border;
//! docs/appearance.md#initial-values), and the rules a saved theme keeps. Every value reaches a
//! public page's CSS, so nothing is stored that is not one of the allowed shapes or a plain hex colour.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Corner shapes of the checkout button and the promocode display.
pub const BUTTON_SHAPES: [&str; 3] = ["0px", "10px", "25px"];
/// Product image corners: sharp, semi-rounded, rounded.
pub const IMAGE_RADII: [&str; 3] = ["0px", "6px", "10px"];
/// Cart button icons.
pub const CART_ICONS: [&str; 3] = ["cart1", "cart2", "cart3"];
/// Longest strip sentence (docs/appearance.md#rules).
pub const SENTENCE_MAX: usize = 50;
/// Longest preorder text (docs/appearance.md#rules).
pub const PREORDER_MAX: usize = 100;

/// A business's theme. Missing fields of a saved theme take their initial values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(default)]
#[ts(export, export_to = "Theme.ts")]
pub struct Theme {
    /// `0px`, `10px` or `25px`.
    pub checkout_button_shape: String,
    /// Hex colour.
    pub checkout_button_background_color: String,
    /// Hex colour.
    pub checkout_button_font_color: String,
    /// Hex colour.
    pub checkout_button_border_color: String,
    /// `0px`, `10px` or `25px`.
    pub promo_code_display_border_radius: String,
    /// Hex colour.
    pub promo_code_display_background_color: String,
    /// Hex colour.
    pub promo_code_display_font_color: String,
    /// Hex colour.
    pub promo_code_display_border_color: String,
    /// A soft shadow under the promocode display.
    pub promo_code_display_shadow_shown: bool,
    /// Whether the influencer strip shows on links with an influencer.
    pub is_influencer_display_shown: bool,
    /// `cart1`, `cart2` or `cart3`.
    pub cart_button_icon: String,
    /// The older names of the sales and discount strip's switch and colours, which the
    /// dashboard still sends beside the new ones; kept as sent, the page reads the new ones.
    pub is_discount_strip_shown: bool,
    /// Hex colour (older name).
    pub discount_background_color: String,
    /// Hex colour (older name).
    pub discount_font_color: String,
    /// The sales and discount strip across the top of the page.
    pub is_shipping_and_sales_strip_shown: bool,
    /// Hex colour.
    pub shipping_and_sales_strip_background_color: String,
    /// Hex colour.
    pub shipping_and_sales_strip_font_color: String,
    /// Up to two sentences of up to 50 characters.
    pub shipping_and_sales_strip_sentences: Vec<String>,
    /// `0px`, `6px` or `10px`.
    pub image_border_radius: String,
    /// Whether sold-out products show the preorder text.
    pub is_preorder_text_shown: bool,
    /// Up to 100 characters.
    pub preorder_text: String,
}

impl Default for Theme {
    fn default() -> Self {
        let hex = |s: &str| s.to_owned();
        Theme {
            checkout_button_shape: hex("10px"),
            checkout_button_background_color: hex("#000000"),
            checkout_button_font_color: hex("#ffffff"),
            checkout_button_border_color: hex("#000000"),
            promo_code_display_border_radius: hex("25px"),
            promo_code_display_background_color: hex("#ffffff"),
            promo_code_display_font_color: hex("#1d1b29"),
            promo_code_display_border_color: hex("#c9c8d3"),
            promo_code_display_shadow_shown: false,
            is_influencer_display_shown: true,
            cart_button_icon: hex("cart1"),
            is_discount_strip_shown: false,
            discount_background_color: hex("#1d1b29"),
            discount_font_color: hex("#ffffff"),
            is_shipping_and_sales_strip_shown: false,
            shipping_and_sales_strip_background_color: hex("#1d1b29"),
            shipping_and_sales_strip_font_color: hex("#ffffff"),
            shipping_and_sales_strip_sentences: Vec::new(),
            image_border_radius: hex("6px"),
            is_preorder_text_shown: false,
            preorder_text: String::new(),
        }
    }
}

/// `#rgb` or `#rrggbb`.
fn is_hex_colour(value: &str) -> bool {
    let digits = value.strip_prefix('#').unwrap_or("");
    matches!(digits.len(), 3 | 6) && digits.chars().all(|c| c.is_ascii_hexdigit())
}

impl Theme {
    /// The theme as it is stored: trimmed, colours in lower case, an empty strip or preorder
    /// text switched off (docs/appearance.md#rules); or the field errors, nothing changed.
    pub fn validated(mut self) -> Result<Theme, BTreeMap<String, String>> {
        let mut errors = BTreeMap::new();
        let colours = [
            ("checkout_button_background_color", &mut self.checkout_button_background_color),
            ("checkout_button_font_color", &mut self.checkout_button_font_color),
            ("checkout_button_border_color", &mut self.checkout_button_border_color),
            ("promo_code_display_background_color", &mut self.promo_code_display_background_color),
            ("promo_code_display_font_color", &mut self.promo_code_display_font_color),
            ("promo_code_display_border_color", &mut self.promo_code_display_border_color),
            ("discount_background_color", &mut self.discount_background_color),
            ("discount_font_color", &mut self.discount_font_color),
            ("shipping_and_sales_strip_background_color", &mut self.shipping_and_sales_strip_background_color),
            ("shipping_and_sales_strip_font_color", &mut self.shipping_and_sales_strip_font_color),
        ];
        for (field, value) in colours {
            *value = value.trim().to_ascii_lowercase();
            if !is_hex_colour(value) {
                errors.insert(field.to_owned(), "Use a colour such as #1a2b3c".to_owned());
            }
        }
        let choices = [
            ("checkout_button_shape", &self.checkout_button_shape, &BUTTON_SHAPES),
            ("promo_code_display_border_radius", &self.promo_code_display_border_radius, &BUTTON_SHAPES),
            ("image_border_radius", &self.image_border_radius, &IMAGE_RADII),
            ("cart_button_icon", &self.cart_button_icon, &CART_ICONS),
        ];
        for (field, value, allowed) in choices {
            if !allowed.contains(&value.as_str()) {
                errors.insert(field.to_owned(), format!("Choose one of {}", allowed.join(", ")));
            }
        }
        let sentences: Vec<String> =
            self.shipping_and_sales_strip_sentences.iter().map(|s| s.trim().to_owned()).collect();
        if sentences.len() > 2 {
            errors.insert("shipping_and_sales_strip_sentences".into(), "At most two sentences".into());
        } else if sentences.iter().any(|s| s.chars().count() > SENTENCE_MAX) {
            errors.insert(
                "shipping_and_sales_strip_sentences".into(),
                format!("A sentence has at most {SENTENCE_MAX} characters"),
            );
        }
        self.shipping_and_sales_strip_sentences = sentences;
        self.preorder_text = self.preorder_text.trim().to_owned();
        if self.preorder_text.chars().count() > PREORDER_MAX {
            errors.insert("preorder_text".into(), format!("At most {PREORDER_MAX} characters"));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        if self.shipping_and_sales_strip_sentences.iter().all(String::is_empty) {
            self.is_shipping_and_sales_strip_shown = false;
        }
        if self.preorder_text.is_empty() {
            self.is_preorder_text_shown = false;
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_initial_theme_is_valid_and_kept_as_it_is() {
        assert_eq!(Theme::default().validated(), Ok(Theme::default()));
    }

    #[test]
    fn values_that_would_reach_css_are_only_allowed_shapes_and_hex_colours() {
        let theme = Theme {
            checkout_button_background_color: "red;}body{display:none".into(),
            promo_code_display_font_color: "#12".into(),
            checkout_button_shape: "3px".into(),
            cart_button_icon: "cart9".into(),
            image_border_radius: "25px".into(),
            shipping_and_sales_strip_sentences: vec!["a".into(), "b".into(), "c".into()],
            preorder_text: "x".repeat(PREORDER_MAX + 1),
            ..Theme::default()
        };
        let errors = theme.validated().expect_err("refused");
        let fields: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(
            fields,
            [
                "cart_button_icon",
                "checkout_button_background_color",
                "checkout_button_shape",
                "image_border_radius",
                "preorder_text",
                "promo_code_display_font_color",
                "shipping_and_sales_strip_sentences",
            ]
        );
        let long = Theme { shipping_and_sales_strip_sentences: vec!["y".repeat(SENTENCE_MAX + 1)], ..Theme::default() };
        assert!(long.validated().is_err());
    }

    #[test]
    fn saving_tidies_colours_and_switches_off_empty_texts() {
        let theme = Theme {
            checkout_button_background_color: " #AABBCC ".into(),
            is_shipping_and_sales_strip_shown: true,
            shipping_and_sales_strip_sentences: vec![" ".into(), String::new()],
            is_preorder_text_shown: true,
            ..Theme::default()
        };
        let saved = theme.validated().expect("valid");
        assert_eq!(saved.checkout_button_background_color, "#aabbcc");
        assert!(!saved.is_shipping_and_sales_strip_shown, "both sentences empty: the strip is off");
        assert!(!saved.is_preorder_text_shown);
    }
}
