//! `/assets/{file}`: the client bundle, sent precompressed. The build writes a brotli (`.br`) and
//! a gzip (`.gz`) copy beside each script and stylesheet once; a browser that accepts one gets
//! it with `Content-Encoding`, any other client the plain file. Every answer says
//! `Vary: Accept-Encoding`, so caches keep the encodings apart. File names carry their content
//! hash, so the scope above marks them immutable.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, ContentEncoding, HeaderValue};
use actix_web::{web, HttpRequest, HttpResponse, Responder};

/// The folder of the client bundle (`{assets_dir}/client`).
#[derive(Debug, Clone)]
pub struct ClientDir(pub PathBuf);

/// Mounts `/{file}` inside the scope it is configured in.
pub fn routes(cfg: &mut web::ServiceConfig, dir: PathBuf) {
    cfg.app_data(web::Data::new(ClientDir(dir))).route("/{file}", web::get().to(file));
}

/// The encodings a request accepts, best first: brotli, then gzip (each unless refused with
/// `q=0`).
fn accepted(req: &HttpRequest) -> Vec<(ContentEncoding, &'static str)> {
    let Some(value) = req.headers().get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return Vec::new();
    };
    let accepts = |name: &str| {
        value.split(',').any(|part| {
            let mut bits = part.split(';').map(str::trim);
            let coding = bits.next().unwrap_or_default();
            let refused = bits.any(|b| b.strip_prefix("q=").and_then(|q| q.parse::<f32>().ok()) == Some(0.0));
            coding.eq_ignore_ascii_case(name) && !refused
        })
    };
    let mut found = Vec::new();
    if accepts("br") {
        found.push((ContentEncoding::Brotli, "br"));
    }
    if accepts("gzip") {
        found.push((ContentEncoding::Gzip, "gz"));
    }
    found
}

/// A plain file name of the bundle (it is one flat folder): nothing that could leave it.
fn plain(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

async fn file(req: HttpRequest, name: web::Path<String>, dir: web::Data<ClientDir>) -> HttpResponse {
    let name = name.into_inner();
    if !plain(&name) {
        return HttpResponse::NotFound().finish();
    }
    let original = dir.0.join(&name);
    let mime = actix_files::file_extension_to_mime(Path::new(&name).extension().and_then(|e| e.to_str()).unwrap_or(""));
    let mut chosen = None;
    for (encoding, suffix) in accepted(&req) {
        if let Ok(file) = NamedFile::open_async(dir.0.join(format!("{name}.{suffix}"))).await {
            chosen = Some(file.set_content_encoding(encoding));
            break;
        }
    }
    let file = match chosen {
        Some(file) => file,
        None => match NamedFile::open_async(&original).await {
            Ok(file) => file,
            Err(_) => return HttpResponse::NotFound().finish(),
        },
    };
    let mut res = file.set_content_type(mime).respond_to(&req).map_into_boxed_body();
    res.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    res
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::{accepted, plain};

    #[test]
    fn brotli_comes_first_and_a_refused_coding_is_skipped() {
        let names = |value: &str| {
            let req = TestRequest::get().insert_header(("accept-encoding", value)).to_http_request();
            accepted(&req).into_iter().map(|(_, suffix)| suffix).collect::<Vec<_>>()
        };
        assert_eq!(names("gzip, deflate, br, zstd"), ["br", "gz"]);
        assert_eq!(names("gzip"), ["gz"]);
        assert_eq!(names("br;q=0, gzip;q=0.5"), ["gz"]);
        assert_eq!(names("identity"), Vec::<&str>::new());
        assert!(accepted(&TestRequest::get().to_http_request()).is_empty());
    }

    #[test]
    fn only_plain_names_of_the_flat_folder_are_served() {
        assert!(plain("entry-client-W6JDC62Q.js"));
        for bad in ["", ".env", "../Cargo.toml", "a/b.js", "a\\b.js", "%2e%2e"] {
            assert!(!plain(bad), "{bad}");
        }
    }
}
