//! One shopper event, as the public handlers create it and the writer stores it.

use std::sync::Arc;

use chrono::NaiveDateTime;

use crate::clock::now;
use crate::ids::new_ordered_id;

/// What the shopper did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// Opened a link (a page served or a redirect answered).
    View,
    /// Added a product to the cart on an instant store page.
    Add,
    /// Pressed checkout (handed off to the store).
    Checkout,
}

impl EventKind {
    /// The stored spelling.
    pub fn as_db(self) -> &'static str {
        match self {
            EventKind::View => "VIEW",
            EventKind::Add => "ADD",
            EventKind::Checkout => "CHECKOUT",
        }
    }
}

/// The shopper's device class, the only one the multilink device filter needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Device {
    /// Phones and tablets.
    Mobile,
    /// Everything else.
    Pc,
}

/// User-agent fragments of phones and tablets. A short list on purpose: the device filter only
/// needs mobile versus desktop, and these cover the browsers shoppers arrive with from social
/// apps (whose in-app browsers keep the platform's tokens).
const MOBILE_TOKENS: &[&str] =
    &["mobi", "android", "iphone", "ipad", "ipod", "windows phone", "opera mini", "blackberry", "silk/"];

impl Device {
    /// Classifies a user agent (missing: desktop).
    pub fn from_user_agent(user_agent: Option<&str>) -> Self {
        let ua = user_agent.unwrap_or_default().to_ascii_lowercase();
        if MOBILE_TOKENS.iter().any(|t| ua.contains(t)) {
            Device::Mobile
        } else {
            Device::Pc
        }
    }

    /// The stored spelling (also the multilink `device_option` it matches).
    pub fn as_db(self) -> &'static str {
        match self {
            Device::Mobile => "MOBILE",
            Device::Pc => "PC",
        }
    }
}

/// A shopper event on its way to `link_events`.
#[derive(Debug, Clone)]
pub struct ClickEvent {
    /// Event id.
    pub id: String,
    /// Business owning the link.
    pub business_id: String,
    /// The link that served (the experience, for a multilink).
    pub link_id: String,
    /// The link in the URL.
    pub root_link_id: String,
    /// View, add or checkout.
    pub kind: EventKind,
    /// The id of the visit's view; it travels to the store as a cart attribute.
    pub click_id: String,
    /// The `sl_vid` cookie.
    pub visitor_id: String,
    /// The product added, or the one product of a product short.
    pub product_shopify_id: Option<String>,
    /// Products the view showed (a look's products), for the per-product view counts; not
    /// stored with the event.
    pub shown_products: Arc<[String]>,
    /// Mobile or desktop.
    pub device: Device,
    /// When it happened (UTC).
    pub created_at: NaiveDateTime,
}

/// Who did it, where: the part of an event that is the same for every event of one request.
#[derive(Debug, Clone)]
pub struct Visit {
    /// Business owning the link.
    pub business_id: String,
    /// Serving link.
    pub link_id: String,
    /// Link in the URL.
    pub root_link_id: String,
    /// Click id of the visit.
    pub click_id: String,
    pub(crate) visitor_id: String,
    /// Device class.
    pub device: Device,
    /// Products the served page shows (or the product a short leads to).
    pub shown_products: Arc<[String]>,
}

impl Visit {
    /// An event of this visit, stamped now.
    pub fn event(&self, kind: EventKind, product_shopify_id: Option<String>) -> ClickEvent {
        ClickEvent {
            id: new_ordered_id(),
            business_id: self.business_id.clone(),
            link_id: self.link_id.clone(),
            root_link_id: self.root_link_id.clone(),
            kind,
            click_id: self.click_id.clone(),
            visitor_id: self.visitor_id.clone(),
            shown_products: if kind == EventKind::View { self.shown_products.clone() } else { Arc::from([]) },
            product_shopify_id,
            device: self.device,
            created_at: now(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_and_tablets_are_mobile() {
        for ua in [
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36",
            "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)",
        ] {
            assert_eq!(Device::from_user_agent(Some(ua)), Device::Mobile, "{ua}");
        }
        for ua in [Some("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36"), None] {
            assert_eq!(Device::from_user_agent(ua), Device::Pc);
        }
    }
}
