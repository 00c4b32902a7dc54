//! The URL a short sends a shopper to: its target with the tracking tags and the click id
//! appended to the query (keeping what the target already has), and, when the link has a
//! promocode, through the store's shareable discount link
//! (`{store}/discount/{CODE}?redirect=/products/tee?…`) so the store applies the code at checkout.

use url::{form_urlencoded, Url};

use crate::features::clicks::CLICK_KEY;
use crate::features::links::LinkRow;

/// A link's own non-empty tags.
fn own(link: &LinkRow) -> impl Iterator<Item = (&'static str, &str)> {
    link.utm_pairs().into_iter().filter_map(|(k, v)| v.filter(|v| !v.is_empty()).map(|v| (k, v)))
}

/// The tracking tags of a visit: the served link's, else the root's (a multilink keeps its tags
/// on the multilink), else the business's defaults from its settings. Nothing is allocated: this
/// runs on every redirect.
pub fn tags<'a>(
    served: &'a LinkRow,
    root: &'a LinkRow,
    defaults: &'a [(&'static str, String)],
) -> impl Iterator<Item = (&'static str, &'a str)> {
    let link = [served, root].into_iter().find(|link| own(link).next().is_some());
    let defaults = if link.is_none() { defaults } else { &[] };
    link.into_iter().flat_map(own).chain(defaults.iter().map(|(k, v)| (*k, v.as_str())))
}

/// `target` plus the tags ([`tags`]) and the click id.
pub fn with_tags<'a>(target: &Url, tags: impl Iterator<Item = (&'static str, &'a str)>, click_id: &str) -> Url {
    let mut url = target.clone();
    {
        let mut query = url.query_pairs_mut();
        for (key, value) in tags {
            query.append_pair(key, value);
        }
        query.append_pair(CLICK_KEY, click_id);
    }
    url
}

/// `location` through the store's discount link for `code`, when there is a code and `location`
/// lies under `store_base` (every destination does: they are checked against it). The target's
/// own query, click id included, travels inside `redirect`.
///
/// This runs on every redirect of a link with a promocode, so it works on the serialized URL
/// instead of parsing the base and joining URLs per request: `store_base` is canonical (see
/// [`canonical_base`]), and a serialized URL under it starts with it, then `/`.
pub fn through_discount(location: Url, code: Option<&str>, store_base: &str) -> String {
    // A code of dots alone would be read as a path step, not a code.
    let code = code.filter(|c| !c.is_empty() && !c.chars().all(|ch| ch == '.'));
    let base = store_base.trim_end_matches('/');
    let rest = location.as_str().strip_prefix(base).filter(|rest| rest.starts_with('/'));
    let (Some(code), Some(rest)) = (code, rest) else { return location.into() };
    // The path and query; a fragment stays with the shopper's browser, not the store's redirect.
    let redirect = rest.split('#').next().unwrap_or(rest);
    let mut through = String::with_capacity(base.len() + code.len() + redirect.len() * 2 + 24);
    through.push_str(base);
    through.push_str("/discount/");
    through.extend(form_urlencoded::byte_serialize(code.as_bytes()));
    through.push_str("?redirect=");
    through.extend(form_urlencoded::byte_serialize(redirect.as_bytes()));
    through
}

/// `base` as the URL library writes it (lower-case host, no default port) without the trailing
/// `/`, so [`through_discount`] can compare serialized URLs with it; unchanged if it is not a URL.
pub fn canonical_base(base: String) -> String {
    match Url::parse(&base) {
        Ok(url) if url.query().is_none() && url.fragment().is_none() => url.as_str().trim_end_matches('/').to_owned(),
        _ => base,
    }
}

#[cfg(test)]
mod tests {
    use super::{canonical_base, through_discount};
    use url::Url;

    #[test]
    fn a_promocode_hands_off_through_the_stores_discount_link() {
        let to = Url::parse("https://a.myshopify.com/products/tee?utm_source=ig&shoplinks_click=c1").expect("url");
        let through = through_discount(to.clone(), Some("SUMMER10"), "https://a.myshopify.com");
        assert_eq!(
            through,
            "https://a.myshopify.com/discount/SUMMER10?redirect=%2Fproducts%2Ftee%3Futm_source%3Dig%26shoplinks_click%3Dc1"
        );
        let through = Url::parse(&through).expect("a URL");
        let redirect: Vec<(String, String)> = through.query_pairs().into_owned().collect();
        assert_eq!(redirect, vec![("redirect".into(), "/products/tee?utm_source=ig&shoplinks_click=c1".into())]);

        let sandbox = Url::parse("http://127.0.0.1:8080/sandbox/a.myshopify.com/collections/summer").expect("url");
        let through = through_discount(sandbox, Some("SAVE5"), "http://127.0.0.1:8080/sandbox/a.myshopify.com");
        let through = Url::parse(&through).expect("a URL");
        assert_eq!(through.path(), "/sandbox/a.myshopify.com/discount/SAVE5");
        assert_eq!(through.query_pairs().next().map(|(_, v)| v.into_owned()).as_deref(), Some("/collections/summer"));

        assert_eq!(through_discount(to.clone(), None, "https://a.myshopify.com"), to.as_str(), "no code: unchanged");
        assert_eq!(through_discount(to.clone(), Some("X"), "https://b.myshopify.com"), to.as_str(), "another origin");
        for near in ["https://a.myshopify.com.evil.example", "https://a.myshopify.com:8443", "http://a.myshopify.com"] {
            assert_eq!(through_discount(to.clone(), Some("X"), near), to.as_str(), "{near} is not the store");
        }
        let dots = through_discount(to.clone(), Some(".."), "https://a.myshopify.com");
        assert_eq!(dots, to.as_str(), "a code of dots is no code");
        let with_fragment = Url::parse("https://a.myshopify.com/products/tee?x=1#reviews").expect("url");
        let through = through_discount(with_fragment, Some("A B/C"), "https://a.myshopify.com/");
        assert_eq!(through, "https://a.myshopify.com/discount/A+B%2FC?redirect=%2Fproducts%2Ftee%3Fx%3D1");
    }

    #[test]
    fn a_base_is_compared_as_the_url_library_writes_it() {
        assert_eq!(canonical_base("https://A.MyShopify.com:443/".into()), "https://a.myshopify.com");
        assert_eq!(
            canonical_base("http://Host:80/sandbox/a.myshopify.com".into()),
            "http://host/sandbox/a.myshopify.com"
        );
        assert_eq!(canonical_base("not a url".into()), "not a url");
    }
}
