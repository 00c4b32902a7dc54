//! Redirects built from request data stay on the site (docs/security.md#redirects-stay-on-the-site):
//! a path or parameter crafted to look like another host is answered with a `Location` that a
//! browser resolves on the server's own origin.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{spawn_app, TestApp};

/// Sends `GET {target}` byte for byte (an HTTP client would normalise `\` and dot segments
/// first) and returns the status and `Location`.
async fn raw_get(app: &TestApp, target: &str) -> (u16, Option<String>) {
    let authority = app.address.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(authority).await.expect("connect");
    let request = format!("GET {target} HTTP/1.1\r\nHost: {authority}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let answer = String::from_utf8_lossy(&answer);
    let head = answer.split("\r\n\r\n").next().unwrap_or_default();
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let location = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("location").then(|| value.trim().to_owned())
    });
    (status, location)
}

/// Why a browser on `app` following `location` would not stay on `app`'s origin, if it would not.
fn off_site(app: &TestApp, location: &str) -> Option<String> {
    let base = url::Url::parse(&format!("{}/admin/home", app.address)).expect("base");
    match base.join(location) {
        Err(e) => Some(format!("does not resolve: {e}")),
        Ok(resolved) if resolved.origin() != base.origin() => Some(format!("leaves the site for {resolved}")),
        Ok(_) if !location.starts_with('/') || location[1..].starts_with(['/', '\\']) => {
            Some("does not start with exactly one slash".into())
        }
        Ok(_) if !location.bytes().all(|b| (0x21..=0x7e).contains(&b)) => Some("has raw control bytes".into()),
        Ok(_) => None,
    }
}

/// Paths that browsers (or lenient proxies) read as another host or scheme.
const OFF_SITE_PATHS: &[&str] = &[
    "//evil.example/",
    "//evil.example",
    "/\\evil.example",
    "///evil.example",
    "/\\/evil.example",
    "/\\\\evil.example",
    "////evil.example/x",
    "//evil.example/%2F..",
    "/%2F%2Fevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "//evil.example@shoplinks.test/",
    "//https:evil.example",
];

#[tokio::test]
async fn an_auth_token_in_the_query_never_redirects_off_the_site() {
    let app = spawn_app().await;
    let mut problems = Vec::new();
    for path in OFF_SITE_PATHS {
        let probe = format!("{path}?auth=x&tab=2");
        let (status, location) = raw_get(&app, &probe).await;
        let location = location.unwrap_or_default();
        let problem = if status != 302 {
            Some(format!("answered {status}"))
        } else if location.contains("auth=") || !location.ends_with("?tab=2") {
            Some("does not keep exactly the rest of the query".into())
        } else {
            off_site(&app, &location)
        };
        problems.extend(problem.map(|p| format!("{probe:?} → {location:?}: {p}")));
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[tokio::test]
async fn a_sandbox_discount_link_redirects_on_the_site_whatever_its_redirect_parameter() {
    let app = spawn_app().await;
    let shop = "/sandbox/acme.myshopify.com/discount/SUMMER10";
    let mut problems = Vec::new();
    for redirect in [
        "%2F%2Fevil.example",
        "https%3A%2F%2Fevil.example",
        "%2F%5Cevil.example",
        "%2F%09%2Fevil.example",
        "%2Fproducts%2Ftee%0D%0ASet-Cookie%3A%20a%3Db",
        "%2Fproducts%2Ftee%00",
    ] {
        let probe = format!("{shop}?redirect={redirect}");
        let res = app.get(&probe).await;
        let status = res.status().as_u16();
        let location = res.headers().get("location").map(|l| String::from_utf8_lossy(l.as_bytes()).into_owned());
        let location = location.unwrap_or_default();
        let injected = res.headers().get_all("set-cookie").iter().any(|c| c.as_bytes().starts_with(b"a="));
        let problem = if status != 302 {
            Some(format!("answered {status}"))
        } else if injected {
            Some("a header was injected".into())
        } else if !location.starts_with("/sandbox/acme.myshopify.com/") && location != "/sandbox/acme.myshopify.com" {
            Some("leaves the shop".into())
        } else {
            off_site(&app, &location)
        };
        problems.extend(problem.map(|p| format!("{probe:?} → {location:?}: {p}")));
    }
    assert!(problems.is_empty(), "{problems:#?}");
    let res = app.get(&format!("{shop}?redirect=%2Fproducts%2Ftee%3Fshoplinks_click%3Dc1")).await;
    assert_eq!(res.headers()["location"], "/sandbox/acme.myshopify.com/products/tee?shoplinks_click=c1");
}
