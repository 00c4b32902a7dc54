//! The URL a short sends a shopper to: its target with the tracking tags and the click id
//! appended to the query (keeping what the target already has), and, when the link has a
//! promocode, through the store's shareable discount link
//! (`{store}/discount/{CODE}?redirect=/products/tee?…`) so the store applies the code at checkout.

use url::Url;

use crate::features::clicks::CLICK_KEY;
use crate::features::links::model::LinkRow;

/// `target` plus the tags (the served link's, else the root's: a multilink keeps its tags on the
/// multilink) and the click id.
pub fn with_tags(target: &Url, served: &LinkRow, root: &LinkRow, click_id: &str) -> Url {
    let mut url = target.clone();
    let has_own = served.utm_pairs().iter().any(|(_, v)| v.is_some_and(|v| !v.is_empty()));
    let tags = if has_own { served.utm_pairs() } else { root.utm_pairs() };
    {
        let mut query = url.query_pairs_mut();
        for (key, value) in tags {
            if let Some(value) = value.filter(|v| !v.is_empty()) {
                query.append_pair(key, value);
            }
        }
        query.append_pair(CLICK_KEY, click_id);
    }
    url
}

/// `location` through the store's discount link for `code`, when there is a code and `location`
/// lies under `store_base` (every destination does: they are checked against it). The target's
/// own query, click id included, travels inside `redirect`.
pub fn through_discount(location: Url, code: Option<&str>, store_base: &str) -> Url {
    // A code of dots alone would be read as a path step, not a code.
    let code = code.filter(|c| !c.is_empty() && !c.chars().all(|ch| ch == '.'));
    let (Some(code), Ok(base)) = (code, Url::parse(store_base)) else { return location };
    if location.origin() != base.origin() {
        return location;
    }
    let base_path = base.path().trim_end_matches('/');
    let Some(path) = location.path().strip_prefix(base_path).filter(|p| p.starts_with('/')) else { return location };
    let redirect = match location.query() {
        Some(query) => format!("{path}?{query}"),
        None => path.to_owned(),
    };
    let mut through = base.clone();
    through.set_path(&format!("{base_path}/discount/"));
    match through.join(&url::form_urlencoded::byte_serialize(code.as_bytes()).collect::<String>()) {
        Ok(mut url) => {
            url.query_pairs_mut().append_pair("redirect", &redirect);
            url
        }
        Err(_) => location,
    }
}

#[cfg(test)]
mod tests {
    use super::through_discount;
    use url::Url;

    #[test]
    fn a_promocode_hands_off_through_the_stores_discount_link() {
        let to = Url::parse("https://a.myshopify.com/products/tee?utm_source=ig&shoplinks_click=c1").expect("url");
        let through = through_discount(to.clone(), Some("SUMMER10"), "https://a.myshopify.com");
        assert_eq!(
            through.as_str(),
            "https://a.myshopify.com/discount/SUMMER10?redirect=%2Fproducts%2Ftee%3Futm_source%3Dig%26shoplinks_click%3Dc1"
        );
        let redirect: Vec<(String, String)> = through.query_pairs().into_owned().collect();
        assert_eq!(redirect, vec![("redirect".into(), "/products/tee?utm_source=ig&shoplinks_click=c1".into())]);

        let sandbox = Url::parse("http://127.0.0.1:8080/sandbox/a.myshopify.com/collections/summer").expect("url");
        let through = through_discount(sandbox, Some("SAVE5"), "http://127.0.0.1:8080/sandbox/a.myshopify.com");
        assert_eq!(through.path(), "/sandbox/a.myshopify.com/discount/SAVE5");
        assert_eq!(through.query_pairs().next().map(|(_, v)| v.into_owned()).as_deref(), Some("/collections/summer"));

        assert_eq!(through_discount(to.clone(), None, "https://a.myshopify.com"), to, "no code: unchanged");
        assert_eq!(through_discount(to.clone(), Some("X"), "https://b.myshopify.com"), to, "another origin: unchanged");
    }
}
