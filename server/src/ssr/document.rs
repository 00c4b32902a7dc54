//! Fills the HTML document shell (`templates/document.html`) around a render.
//!
//! The template is split into literal parts and named slots once at start-up, and filled in a
//! single pass, so text inside one slot (merchant-supplied titles, say) can never be read as
//! another slot.

use std::path::Path;

/// A parsed document shell.
#[derive(Debug, Clone)]
pub struct DocumentTemplate {
    parts: Vec<Part>,
}

#[derive(Debug, Clone)]
enum Part {
    Text(String),
    Slot(Slot),
}

/// The slots the shell may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// `{{lang}}`
    Lang,
    /// `{{dir}}`
    Dir,
    /// `{{head}}`
    Head,
    /// `{{styles}}`
    Styles,
    /// `{{html}}`
    Html,
    /// `{{props}}`
    Props,
    /// `{{nonce}}`
    Nonce,
    /// `{{entry}}`
    Entry,
    /// `{{preload}}`
    Preload,
}

impl Slot {
    fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "lang" => Slot::Lang,
            "dir" => Slot::Dir,
            "head" => Slot::Head,
            "styles" => Slot::Styles,
            "html" => Slot::Html,
            "props" => Slot::Props,
            "nonce" => Slot::Nonce,
            "entry" => Slot::Entry,
            "preload" => Slot::Preload,
            _ => return None,
        })
    }
}

/// Values for one page.
pub struct DocumentValues<'a> {
    /// `en` or `he`.
    pub lang: &'a str,
    /// `ltr` or `rtl`.
    pub dir: &'a str,
    /// Head tags from the render.
    pub head: &'a str,
    /// Style tags from the render.
    pub styles: &'a str,
    /// Markup for `#root`.
    pub html: &'a str,
    /// Page props as JSON (escaped here).
    pub props_json: &'a str,
    /// CSP nonce of this response.
    pub nonce: &'a str,
    /// Client entry URL.
    pub entry: &'a str,
    /// `<link rel="modulepreload">` tags of the page's chunks.
    pub preload: &'a str,
}

impl DocumentTemplate {
    /// Reads and parses `templates/document.html`.
    pub fn load(templates_dir: &Path) -> anyhow::Result<Self> {
        let path = templates_dir.join("document.html");
        let text =
            std::fs::read_to_string(&path).map_err(|e| anyhow::anyhow!("cannot read {} ({e})", path.display()))?;
        Self::parse(&text)
    }

    /// Parses a template text; unknown `{{name}}` slots are an error.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let mut parts = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find("{{") {
            let Some(len) = rest[start + 2..].find("}}") else { break };
            let name = &rest[start + 2..start + 2 + len];
            let slot =
                Slot::parse(name.trim()).ok_or_else(|| anyhow::anyhow!("unknown template slot {{{{{name}}}}}"))?;
            parts.push(Part::Text(rest[..start].to_owned()));
            parts.push(Part::Slot(slot));
            rest = &rest[start + 2 + len + 2..];
        }
        parts.push(Part::Text(rest.to_owned()));
        Ok(DocumentTemplate { parts })
    }

    /// Produces the full HTML document.
    pub fn render(&self, v: &DocumentValues<'_>) -> String {
        let props = escape_json_for_html(v.props_json);
        let mut out = String::with_capacity(v.html.len() + props.len() + v.styles.len() + 2048);
        for part in &self.parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Slot(slot) => out.push_str(match slot {
                    Slot::Lang => v.lang,
                    Slot::Dir => v.dir,
                    Slot::Head => v.head,
                    Slot::Styles => v.styles,
                    Slot::Html => v.html,
                    Slot::Props => &props,
                    Slot::Nonce => v.nonce,
                    Slot::Entry => v.entry,
                    Slot::Preload => v.preload,
                }),
            }
        }
        out
    }
}

/// Makes JSON safe inside `<script type="application/json">`: no `</script>`, no `<!--`,
/// no HTML entity surprises, and no line separators that older engines treat as newlines.
pub fn escape_json_for_html(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_script_breakers_and_line_separators() {
        let json = r#"{"t":"</script><!-- & \u2028"}"#.replace("\\u2028", "\u{2028}");
        let escaped = escape_json_for_html(&json);
        assert!(!escaped.contains('<') && !escaped.contains('>') && !escaped.contains('&'));
        assert!(!escaped.contains('\u{2028}'));
        let back: serde_json::Value = serde_json::from_str(&escaped).expect("still JSON");
        assert_eq!(back["t"], "</script><!-- & \u{2028}");
    }

    #[test]
    fn slots_are_filled_in_one_pass() {
        let t = DocumentTemplate::parse("<html lang=\"{{lang}}\">{{html}}|{{props}}</html>").expect("parses");
        let out = t.render(&DocumentValues {
            lang: "he",
            dir: "rtl",
            head: "",
            styles: "",
            html: "{{props}}",
            props_json: "{}",
            nonce: "n",
            entry: "/e.js",
            preload: "",
        });
        assert_eq!(out, "<html lang=\"he\">{{props}}|{}</html>");
    }

    #[test]
    fn unknown_slots_are_rejected() {
        assert!(DocumentTemplate::parse("{{nope}}").is_err());
    }
}
