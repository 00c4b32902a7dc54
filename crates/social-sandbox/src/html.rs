//! The sandbox's HTML pages: the consent page, the refusal page and a post's public page. They
//! stand in for the networks' own pages, so they are plain server HTML written with `format!`,
//! every piece of request data passing through [`escape`]. They load nothing from elsewhere:
//! styles are inline, the one script is inline with a nonce, and each response carries its own
//! Content-Security-Policy saying so.

use actix_web::http::header;
use actix_web::http::StatusCode;
use actix_web::HttpResponse;

use crate::network::Network;

/// `text` made safe for HTML text and for double- or single-quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

/// The colours of a network's pages, close enough to its brand to tell the three apart at a
/// glance.
struct Theme {
    page: &'static str,
    card: &'static str,
    ink: &'static str,
    muted: &'static str,
    accent: &'static str,
    field: &'static str,
}

fn theme(network: Network) -> Theme {
    match network {
        Network::Instagram => Theme {
            page: "linear-gradient(45deg,#feda75,#fa7e1e,#d62976,#962fbf,#4f5bd5)",
            card: "#ffffff",
            ink: "#262626",
            muted: "#737373",
            accent: "#0095f6",
            field: "#fafafa",
        },
        Network::Tiktok => Theme {
            page: "#000000",
            card: "#161823",
            ink: "#ffffff",
            muted: "#a7a8ad",
            accent: "#fe2c55",
            field: "#2f3140",
        },
        Network::Pinterest => Theme {
            page: "#efefef",
            card: "#ffffff",
            ink: "#111111",
            muted: "#5f5f5f",
            accent: "#e60023",
            field: "#f1f1f1",
        },
    }
}

fn styles(network: Network) -> String {
    let t = theme(network);
    format!(
        "*{{box-sizing:border-box}}\
         body{{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;\
         background:{page};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:{ink}}}\
         main{{background:{card};width:min(420px,calc(100vw - 32px));padding:32px;border-radius:16px;\
         box-shadow:0 8px 32px rgba(0,0,0,.25)}}\
         h1{{font-size:24px;margin:0 0 24px;text-align:center}}\
         .question{{font-size:18px;line-height:1.4;margin:0 0 16px}}\
         .muted,.hint{{color:{muted};font-size:14px;line-height:1.4}}\
         .scopes code{{background:{field};padding:1px 6px;border-radius:4px}}\
         .error{{color:#ed4956;font-weight:600}}\
         label{{display:block;font-weight:600;margin:16px 0 6px}}\
         input[type=text]{{width:100%;padding:10px 12px;font-size:16px;border:1px solid {muted};border-radius:8px;\
         background:{field};color:{ink}}}\
         .actions{{display:flex;gap:12px;margin-top:24px}}\
         button{{flex:1;padding:12px;font-size:16px;font-weight:600;border-radius:24px;cursor:pointer;border:1px solid {accent}}}\
         .allow{{background:{accent};color:#fff}}\
         .cancel{{background:transparent;color:{ink};border-color:{muted}}}\
         img{{display:block;width:100%;height:auto;border-radius:8px;margin:0 0 16px}}",
        page = t.page,
        card = t.card,
        ink = t.ink,
        muted = t.muted,
        accent = t.accent,
        field = t.field,
    )
}

/// A whole page: `title`, the network's styles and `body`, stamped with `nonce`.
fn document(network: Network, title: &str, nonce: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\">\
         <title>{title}</title><style nonce=\"{nonce}\">{styles}</style></head>\
         <body class=\"{network}\"><main>{body}</main></body></html>\n",
        title = escape(title),
        nonce = escape(nonce),
        styles = styles(network),
        network = network.as_str(),
    )
}

/// `Instagram (sandbox)` and so on: the title of every page of a network.
pub fn page_title(network: Network) -> String {
    format!("{} (sandbox)", network.display_name())
}

/// What the consent page shows and posts back.
#[derive(Debug)]
pub struct ConsentView<'a> {
    /// Whose page it is.
    pub network: Network,
    /// The username in the field (and in the question).
    pub username: &'a str,
    /// The requested scope as sent.
    pub scope: &'a str,
    /// Why the last submission was refused, if it was.
    pub error: Option<&'a str>,
    /// The authorize request's parameters, posted back as hidden fields.
    pub hidden: &'a [(&'static str, &'a str)],
    /// The CSP nonce of the response.
    pub nonce: &'a str,
}

/// The consent page: "Allow Shoplinks to read the posts of @username?", the username field
/// (changing it changes the question) and the Allow and Cancel buttons.
pub fn consent(view: &ConsentView<'_>) -> String {
    let network = view.network;
    let mut body = format!("<h1>{}</h1>", escape(&page_title(network)));
    body.push_str(&format!(
        "<p class=\"question\">Allow Shoplinks to read the posts of <strong>@<span id=\"who\">{}</span></strong>?</p>",
        escape(view.username)
    ));
    let scopes: Vec<String> = view
        .scope
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| format!("<code>{}</code>", escape(s)))
        .collect();
    if !scopes.is_empty() {
        body.push_str(&format!("<p class=\"scopes muted\">Permissions asked for: {}</p>", scopes.join(" ")));
    }
    if let Some(error) = view.error {
        body.push_str(&format!("<p class=\"error\" role=\"alert\">{}</p>", escape(error)));
    }
    // Relative action: the form posts back to the address that served it, however the host is
    // reached.
    body.push_str("<form method=\"post\" action=\"authorize\">");
    for (name, value) in view.hidden {
        body.push_str(&format!("<input type=\"hidden\" name=\"{}\" value=\"{}\">", escape(name), escape(value)));
    }
    body.push_str(&format!(
        "<label for=\"username\">{} username</label>\
         <input type=\"text\" id=\"username\" name=\"username\" value=\"{}\" required maxlength=\"31\" \
         autocomplete=\"username\" autocapitalize=\"none\" spellcheck=\"false\">\
         <p class=\"hint\">Any name of 1–30 letters, digits, dots or underscores works: a sandbox account with \
         generated posts is made the first time it is used.</p>\
         <div class=\"actions\">\
         <button type=\"submit\" class=\"allow\" name=\"decision\" value=\"allow\">Allow</button>\
         <button type=\"submit\" class=\"cancel\" name=\"decision\" value=\"cancel\" formnovalidate>Cancel</button>\
         </div></form>",
        escape(network.display_name()),
        escape(view.username),
    ));
    // Keeps the question in step with the field; `textContent` never parses markup.
    body.push_str(&format!(
        "<script nonce=\"{}\">(function(){{var f=document.getElementById('username'),w=document.getElementById('who');\
         f.addEventListener('input',function(){{w.textContent=f.value.trim().replace(/^@/,'').toLowerCase();}});}})();</script>",
        escape(view.nonce)
    ));
    document(network, &page_title(network), view.nonce, &body)
}

/// The page of a request the sandbox refuses to act on (unknown app, unregistered redirect,
/// missing PKCE): it never redirects, since the redirect itself may be what is wrong.
pub fn refusal(network: Network, message: &str, nonce: &str) -> String {
    let body = format!(
        "<h1>{}</h1><p class=\"question\">This sign-in request cannot be completed.</p><p class=\"error\" role=\"alert\">{}</p>",
        escape(&page_title(network)),
        escape(message)
    );
    document(network, &page_title(network), nonce, &body)
}

/// A post's public page: its picture, author, time and caption.
pub fn post(network: Network, username: &str, caption: &str, posted: &str, image_path: &str, nonce: &str) -> String {
    let body = format!(
        "<h1>{title}</h1><img src=\"{image}\" width=\"640\" height=\"640\" alt=\"\">\
         <p class=\"question\"><strong>@{username}</strong> {caption}</p><p class=\"muted\">{posted}</p>",
        title = escape(&page_title(network)),
        image = escape(image_path),
        username = escape(username),
        caption = escape(caption),
        posted = escape(posted),
    );
    document(network, &format!("@{username} on {}", page_title(network)), nonce, &body)
}

/// An HTML response of `html` with `status` and a policy allowing only this page's own inline
/// style and script (by `nonce`), images from the same origin, and forms posting to the same
/// origin or `form_origin` (where the consent form's redirect goes).
pub fn respond(status: StatusCode, html: String, nonce: &str, form_origin: Option<&str>) -> HttpResponse {
    let form_action = match form_origin {
        Some(origin) => format!("'self' {origin}"),
        None => "'self'".to_owned(),
    };
    let policy = format!(
        "default-src 'none'; style-src 'nonce-{nonce}'; script-src 'nonce-{nonce}'; img-src 'self'; \
         form-action {form_action}; frame-ancestors 'none'; base-uri 'none'"
    );
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CONTENT_SECURITY_POLICY, policy))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .body(html)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_covers_markup_and_both_quotes() {
        assert_eq!(
            escape(r#"<a href="x" onclick='y'>&</a>"#),
            "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;"
        );
        assert_eq!(escape("plain_name.1"), "plain_name.1");
    }

    #[test]
    fn the_consent_page_escapes_every_piece_of_request_data() {
        let hostile = "\"><script>alert(1)</script>";
        let hidden = [("state", hostile), ("redirect_uri", "https://a.test/cb?x=1&y=2")];
        let html = consent(&ConsentView {
            network: Network::Instagram,
            username: hostile,
            scope: "user_profile,<b>media</b>",
            error: Some(hostile),
            hidden: &hidden,
            nonce: "n0nce",
        });
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(!html.contains("<b>"));
        assert!(html.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(html.contains("value=\"https://a.test/cb?x=1&amp;y=2\""));
        assert!(html.contains("<title>Instagram (sandbox)</title>"));
        assert!(html.contains("<script nonce=\"n0nce\">"));
        // Nothing is loaded from anywhere else.
        assert!(!html.contains("http://") && !html.contains("src=\"https"));
    }

    #[test]
    fn the_consent_page_asks_about_the_username_with_allow_and_cancel() {
        let html = consent(&ConsentView {
            network: Network::Pinterest,
            username: "sandbox_pinterest",
            scope: "",
            error: None,
            hidden: &[],
            nonce: "n",
        });
        assert!(html.contains(
            "Allow Shoplinks to read the posts of <strong>@<span id=\"who\">sandbox_pinterest</span></strong>?"
        ));
        assert!(html.contains("value=\"allow\">Allow</button>"));
        assert!(html.contains("value=\"cancel\" formnovalidate>Cancel</button>"));
        assert!(html.contains("<h1>Pinterest (sandbox)</h1>"));
    }
}
