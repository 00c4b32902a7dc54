//! Shop domain validation: only `{name}.myshopify.com`, where the name starts with a letter or
//! digit and holds letters, digits and hyphens. Checked before any redirect to or request of a
//! shop, so a crafted `shop` parameter cannot point OAuth or API calls elsewhere.

/// The platform's shop-domain suffix.
pub const SUFFIX: &str = ".myshopify.com";

/// The normalised shop domain, or `None` when it is not a valid one.
pub fn parse(raw: &str) -> Option<String> {
    let shop = raw.trim().to_ascii_lowercase();
    let name = shop.strip_suffix(SUFFIX)?;
    let first = name.chars().next()?;
    let valid = shop.len() <= 255
        && first.is_ascii_alphanumeric()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    valid.then_some(shop)
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn accepts_plain_shop_domains() {
        for (raw, want) in [
            ("my-shop.myshopify.com", "my-shop.myshopify.com"),
            ("My-Shop.MyShopify.com", "my-shop.myshopify.com"),
            (" shop1.myshopify.com ", "shop1.myshopify.com"),
        ] {
            assert_eq!(parse(raw).as_deref(), Some(want), "{raw}");
        }
    }

    #[test]
    fn rejects_everything_else() {
        for raw in [
            "",
            "my-shop.myshopify.com.evil.com",
            "evil.com/.myshopify.com",
            "-x.myshopify.com",
            ".myshopify.com",
            "myshopify.com",
            "my_shop.myshopify.com",
            "my.shop.myshopify.com",
            "my-shop.myshopify.com/",
            "my-shop.myshopify.com:443",
            "https://my-shop.myshopify.com",
            "my-shop.myshopify.com?x=1",
            "user@my-shop.myshopify.com",
            "my-shop.myshopify.co",
            "my-shop.shopify.com",
            "my%2dshop.myshopify.com",
            "mу-shop.myshopify.com",
        ] {
            assert_eq!(parse(raw), None, "{raw}");
        }
    }
}
