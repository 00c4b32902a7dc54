//! JSON request bodies at the boundary (docs/security.md#input-limits-lengths-and-control-characters).
//!
//! Every JSON body the API reads goes through [`Json`]: the body is read up to [`BODY_MAX`]
//! bytes, parsed, and every string in it (values and object keys) is checked against the rule
//! its body type gives for that field ([`Bounded`]) before the body is turned into its Rust
//! type. So no handler ever sees a control character or an over-long string, whatever it
//! forgets to check, and what is stored is what was checked. A body that is not JSON, or has
//! the wrong shape, is 400 and changes nothing; a string that breaks its rule is 422 naming
//! the field, in the same shape as every other field error.

use std::collections::BTreeMap;
use std::future::Future;
use std::ops::Deref;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpMessage, HttpRequest};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::error::AppError;

/// Largest JSON body read (1 MiB; a link with fifteen products is a few kilobytes).
pub const BODY_MAX: usize = 1 << 20;
/// Most field errors listed for one body (a list of thousands of bad strings is still one error).
const PROBLEMS_MAX: usize = 20;

/// What one string field may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// Most characters (Unicode scalar values).
    pub max_chars: usize,
    /// Line breaks and tabs allowed (text areas); every other control character never is.
    pub multiline: bool,
}

impl Rule {
    /// The default: one line of at most 255 characters (names, ids, codes, colours, tokens).
    pub const LINE: Rule = Rule::line(255);
    /// A web address.
    pub const URL: Rule = Rule::line(2048);

    /// One line of at most `max_chars`.
    pub const fn line(max_chars: usize) -> Rule {
        Rule { max_chars, multiline: false }
    }

    /// Text of at most `max_chars` that may hold line breaks and tabs.
    pub const fn text(max_chars: usize) -> Rule {
        Rule { max_chars, multiline: true }
    }

    /// Why `value` breaks the rule, in the words shown under the field.
    pub fn problem(&self, value: &str) -> Option<String> {
        let allowed = |c: char| self.multiline && matches!(c, '\n' | '\t');
        if value.chars().any(|c| c.is_control() && !allowed(c)) {
            return Some(if self.multiline {
                "Remove the control characters from this text".to_owned()
            } else {
                "Remove the line breaks and other control characters from this field".to_owned()
            });
        }
        if value.chars().count() > self.max_chars {
            return Some(format!("Use at most {} characters", self.max_chars));
        }
        None
    }
}

/// The rules of a body's string fields.
///
/// `field` is the field's pattern: object keys joined by `.`, array items as `[]`, e.g.
/// `links_options[].link_resource.images[].src`. Fields without a rule of their own get
/// [`Rule::LINE`]; object keys are always checked with [`Rule::LINE`].
pub trait Bounded {
    /// The rule of the string at `field`.
    fn rule(field: &str) -> Rule {
        let _ = field;
        Rule::LINE
    }
}

impl<T: Bounded> Bounded for Option<T> {
    fn rule(field: &str) -> Rule {
        T::rule(field)
    }
}

/// A JSON body checked at the boundary; see the module documentation.
#[derive(Debug)]
pub struct Json<T>(pub T);

impl<T> Json<T> {
    /// The body.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> Deref for Json<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + Bounded + 'static> FromRequest for Json<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let content_type = json_content_type(req);
        let mut payload = payload.take();
        Box::pin(async move {
            let bytes = read(&mut payload).await?;
            // A body-less call of an endpoint whose body is optional (`Json<Option<T>>`).
            let value = if bytes.is_empty() {
                Value::Null
            } else if !content_type {
                return Err(AppError::BadRequest("Send the body as application/json".into()).into());
            } else {
                serde_json::from_slice::<Value>(&bytes)
                    .map_err(|e| AppError::BadRequest(format!("Invalid JSON body: {e}")))?
            };
            check::<T>(&value)?;
            Ok(Json(parse(value)?))
        })
    }
}

fn json_content_type(req: &HttpRequest) -> bool {
    match req.mime_type() {
        Ok(Some(mime)) => mime.subtype() == "json" || mime.suffix().is_some_and(|s| s == "json"),
        _ => false,
    }
}

async fn read(payload: &mut Payload) -> Result<Vec<u8>, AppError> {
    let mut body = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| AppError::BadRequest(format!("Invalid body: {e}")))?;
        if body.len() + chunk.len() > BODY_MAX {
            return Err(AppError::PayloadTooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// Checks every string of `value` against `T`'s rules.
pub fn check<T: Bounded>(value: &Value) -> Result<(), AppError> {
    let mut walk = Walk { rule: T::rule, path: String::new(), pattern: String::new(), problems: BTreeMap::new() };
    walk.value(value);
    match AppError::fields(walk.problems) {
        Some(err) => Err(err),
        None => Ok(()),
    }
}

/// Turns a checked value into the body type; a wrong shape is 400 naming where.
fn parse<T: DeserializeOwned>(value: Value) -> Result<T, AppError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        AppError::BadRequest(format!("Invalid JSON body: {path}: {}", e.into_inner()))
    })
}

struct Walk {
    rule: fn(&str) -> Rule,
    /// Where we are, as field errors name it: `links_options[2].link_resource.description`.
    path: String,
    /// The same with indices left out, as [`Bounded::rule`] is asked: `links_options[].link_resource.description`.
    pattern: String,
    problems: BTreeMap<String, String>,
}

impl Walk {
    fn value(&mut self, value: &Value) {
        if self.problems.len() >= PROBLEMS_MAX {
            return;
        }
        match value {
            Value::String(s) => {
                if let Some(problem) = (self.rule)(&self.pattern).problem(s) {
                    self.problems.insert(self.path.clone(), problem);
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.nested(&format!("[{i}]"), "[]", item);
                }
            }
            Value::Object(fields) => {
                for (key, item) in fields {
                    let dot = if self.path.is_empty() { "" } else { "." };
                    let step = format!("{dot}{key}");
                    if let Some(problem) = Rule::LINE.problem(key) {
                        // The key itself is bad: name its parent, never echo the key.
                        let at = if self.path.is_empty() { "body".to_owned() } else { self.path.clone() };
                        self.problems.insert(at, problem);
                        continue;
                    }
                    self.nested(&step, &step, item);
                }
            }
            Value::Null | Value::Bool(_) | Value::Number(_) => {}
        }
    }

    fn nested(&mut self, step: &str, pattern_step: &str, value: &Value) {
        let (path_len, pattern_len) = (self.path.len(), self.pattern.len());
        self.path.push_str(step);
        self.pattern.push_str(pattern_step);
        self.value(value);
        self.path.truncate(path_len);
        self.pattern.truncate(pattern_len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    struct Sample;
    impl Bounded for Sample {
        fn rule(field: &str) -> Rule {
            match field {
                "images[].src" => Rule::URL,
                "note" => Rule::text(20),
                _ => Rule::LINE,
            }
        }
    }

    fn fields(value: Value) -> BTreeMap<String, String> {
        match check::<Sample>(&value) {
            Ok(()) => BTreeMap::new(),
            Err(AppError::Validation { fields, .. }) => fields,
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn control_characters_are_refused_naming_the_field() {
        let found = fields(json!({"title": "a\u{0}b", "images": [{"src": "https://x/\r\n"}], "ok": "fine"}));
        assert_eq!(found.keys().collect::<Vec<_>>(), ["images[0].src", "title"]);
        assert!(found["title"].contains("control characters"), "{found:?}");
    }

    #[test]
    fn line_breaks_are_allowed_only_in_text() {
        assert!(fields(json!({"note": "one\ntwo\tthree"})).is_empty());
        assert!(fields(json!({"note": "one\rtwo"})).contains_key("note"));
        assert!(fields(json!({"name": "one\ntwo"})).contains_key("name"));
        assert!(fields(json!({"name": "\u{85}"})).contains_key("name"), "C1 controls too");
    }

    #[test]
    fn lengths_follow_the_field_rule_in_characters() {
        assert!(fields(json!({"name": "ש".repeat(255)})).is_empty(), "characters, not bytes");
        assert_eq!(fields(json!({"name": "x".repeat(256)}))["name"], "Use at most 255 characters");
        assert!(fields(json!({"images": [{"src": "x".repeat(2048)}]})).is_empty());
        assert!(fields(json!({"images": [{"src": "x".repeat(2049)}]})).contains_key("images[0].src"));
        assert!(fields(json!({"note": "x".repeat(21)})).contains_key("note"));
    }

    #[test]
    fn keys_are_checked_and_never_echoed() {
        let found = fields(json!({"selected_options": {"p1": {"x".repeat(300): "Red", "Size": "M"}}}));
        assert_eq!(found.keys().collect::<Vec<_>>(), ["selected_options.p1"]);
        let found = fields(json!({"a\u{0}": 1}));
        assert_eq!(found.keys().collect::<Vec<_>>(), ["body"]);
    }

    #[test]
    fn a_flood_of_bad_strings_is_one_bounded_error() {
        let found = fields(json!({"ids": vec!["\u{0}"; 5000]}));
        assert_eq!(found.len(), PROBLEMS_MAX);
    }

    #[test]
    fn a_wrong_shape_names_where() {
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)]
        struct Body {
            items: Vec<Item>,
        }
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)]
        struct Item {
            n: i64,
        }
        match parse::<Body>(json!({"items": [{"n": 1}, {"n": "two"}]})) {
            Err(AppError::BadRequest(message)) => assert!(message.contains("items[1].n"), "{message}"),
            other => panic!("expected 400, got {other:?}"),
        }
    }
}
