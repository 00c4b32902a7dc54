//! A click event as a journal record: JSON with short keys (about 250 bytes), so a record can
//! be read by eye in a segment file and a field added later is read by older code as absent.
//! Decoding refuses unknown kinds and devices rather than guessing.

use std::sync::Arc;

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use super::event::{ClickEvent, Device, EventKind};

#[derive(Serialize, Deserialize)]
struct Wire<'a> {
    #[serde(borrow)]
    i: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    b: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    l: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    r: std::borrow::Cow<'a, str>,
    k: &'a str,
    #[serde(borrow)]
    c: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    v: std::borrow::Cow<'a, str>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    p: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    s: Vec<String>,
    d: &'a str,
    t: NaiveDateTime,
}

/// The record of `event`.
pub fn encode(event: &ClickEvent) -> Vec<u8> {
    let wire = Wire {
        i: event.id.as_str().into(),
        b: event.business_id.as_str().into(),
        l: event.link_id.as_str().into(),
        r: event.root_link_id.as_str().into(),
        k: event.kind.as_db(),
        c: event.click_id.as_str().into(),
        v: event.visitor_id.as_str().into(),
        p: event.product_shopify_id.clone(),
        s: event.shown_products.to_vec(),
        d: event.device.as_db(),
        t: event.created_at,
    };
    // Serialising strings, a timestamp and a list of strings to a Vec cannot fail.
    serde_json::to_vec(&wire).unwrap_or_default()
}

/// Why a record is not an event.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    /// Not the JSON of an event.
    #[error("not a click event: {0}")]
    Json(#[from] serde_json::Error),
    /// A kind or device this version does not know.
    #[error("unknown {0} `{1}`")]
    Unknown(&'static str, String),
}

/// The event in `record`.
pub fn decode(record: &[u8]) -> Result<ClickEvent, DecodeError> {
    let wire: Wire<'_> = serde_json::from_slice(record)?;
    let kind = match wire.k {
        "VIEW" => EventKind::View,
        "ADD" => EventKind::Add,
        "CHECKOUT" => EventKind::Checkout,
        other => return Err(DecodeError::Unknown("kind", other.to_owned())),
    };
    let device = match wire.d {
        "MOBILE" => Device::Mobile,
        "PC" => Device::Pc,
        other => return Err(DecodeError::Unknown("device", other.to_owned())),
    };
    Ok(ClickEvent {
        id: wire.i.into_owned(),
        business_id: wire.b.into_owned(),
        link_id: wire.l.into_owned(),
        root_link_id: wire.r.into_owned(),
        kind,
        click_id: wire.c.into_owned(),
        visitor_id: wire.v.into_owned(),
        product_shopify_id: wire.p,
        shown_products: Arc::from(wire.s),
        device,
        created_at: wire.t,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: EventKind, shown: &[&str]) -> ClickEvent {
        ClickEvent {
            id: "0190aa00000011112222333344445555".into(),
            business_id: "b".repeat(32),
            link_id: "l".into(),
            root_link_id: "r".into(),
            kind,
            click_id: "c\"quoted\\".into(),
            visitor_id: "v".into(),
            product_shopify_id: (kind == EventKind::Add).then(|| "gid://shopify/Product/1".into()),
            shown_products: shown.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>().into(),
            device: Device::Mobile,
            created_at: chrono::DateTime::from_timestamp_millis(1_764_000_000_123).expect("time").naive_utc(),
        }
    }

    #[test]
    fn every_field_comes_back() {
        for e in [event(EventKind::View, &["p1", "p2"]), event(EventKind::Add, &[]), event(EventKind::Checkout, &[])] {
            let back = decode(&encode(&e)).expect("decode");
            assert_eq!(format!("{back:?}"), format!("{e:?}"));
        }
    }

    #[test]
    fn unknown_kinds_and_damaged_records_are_refused() {
        let text = String::from_utf8(encode(&event(EventKind::View, &[]))).expect("utf8");
        assert!(matches!(decode(text.replace("VIEW", "LOOK").as_bytes()), Err(DecodeError::Unknown("kind", _))));
        assert!(matches!(decode(&text.as_bytes()[..20]), Err(DecodeError::Json(_))));
    }
}
