//! The public pages' `<head>` (the instant store page, the shoppable feed): title, description
//! and the Open Graph / Twitter tags that make a shared link preview well. Written here rather than in the bundle so crawlers (which
//! never run scripts) get them from the same cached document, and every value is escaped.

use super::data::InstantStoreData;

/// Escapes text for element content and double-quoted attribute values.
///
/// Why by hand: five replacements, and the server has no HTML-escaping dependency of its own.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// An absolute URL for `src` (site-relative sources are made absolute on `public_base`).
pub fn absolute(src: &str, public_base: &str) -> String {
    if src.starts_with('/') && !src.starts_with("//") {
        format!("{public_base}{src}")
    } else {
        src.to_owned()
    }
}

/// Head tags for a look at `page_url`.
pub fn tags(data: &InstantStoreData, page_url: &str, public_base: &str) -> String {
    let title = if data.title.trim().is_empty() {
        data.products.first().map(|p| p.title.clone()).unwrap_or_else(|| "Shop the look".to_owned())
    } else {
        data.title.clone()
    };
    let count = data.products.len();
    let mut description = match &data.influencer {
        Some(i) => format!("Shop {count} picks from {}", i.username),
        None => format!("Shop {count} picks"),
    };
    if let Some(code) = &data.promocode {
        description.push_str(&format!(" with the code {code}"));
    }
    let image = data
        .images
        .first()
        .cloned()
        .or_else(|| data.products.iter().find_map(|p| p.image.clone()))
        .map(|src| absolute(&src, public_base));
    meta(&title, &description, page_url, image.as_deref())
}

/// The title, description, canonical address and Open Graph / Twitter tags of a public page
/// (every value escaped; `image` absolute).
pub fn meta(title: &str, description: &str, page_url: &str, image: Option<&str>) -> String {
    let (t, d, u) = (escape(title), escape(description), escape(page_url));
    let mut head = format!(
        "<title>{t}</title>\n<meta name=\"description\" content=\"{d}\">\n<link rel=\"canonical\" href=\"{u}\">\n\
         <meta property=\"og:type\" content=\"website\">\n<meta property=\"og:title\" content=\"{t}\">\n\
         <meta property=\"og:description\" content=\"{d}\">\n<meta property=\"og:url\" content=\"{u}\">\n"
    );
    if let Some(image) = image {
        head.push_str(&format!("<meta property=\"og:image\" content=\"{}\">\n", escape(image)));
    }
    let card = if image.is_some() { "summary_large_image" } else { "summary" };
    head.push_str(&format!(
        "<meta name=\"twitter:card\" content=\"{card}\">\n<meta name=\"twitter:title\" content=\"{t}\">\n\
         <meta name=\"twitter:description\" content=\"{d}\">"
    ));
    if let Some(image) = image {
        head.push_str(&format!("\n<meta name=\"twitter:image\" content=\"{}\">", escape(image)));
    }
    head
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_breakers_are_escaped() {
        assert_eq!(
            escape("</script><img src=x onerror=alert(1)>\"'&"),
            "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;"
        );
    }
}
