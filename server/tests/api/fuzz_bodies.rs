//! Generated bodies against every JSON endpoint of the OpenAPI document
//! (docs/security.md#input-limits-lengths-and-control-characters).
//!
//! For each operation with a JSON request body, proptest strategies build bodies from the
//! operation's schema and from valid bodies of the endpoints that store what they are sent, then
//! break them: wrong types, huge strings, control characters, deep nesting, missing and extra
//! fields, bodies that are not JSON. Property: no answer is 5xx, and afterwards no stored string
//! holds a control character (line breaks and tabs aside) or is longer than the longest field
//! rule. The seed is fixed so a failure repeats; `FUZZ_REQUESTS` sets how many requests are made
//! (10,000 by default).
//!
//! Uploads (`POST /api/admin/v1/file/upload`) take multipart bodies, not JSON: a second property
//! sends generated multipart bodies (real, truncated and corrupted images, other files, wrong
//! field names, broken framing, hostile name hints) and checks that no answer is 5xx and that
//! every file kept afterwards is a re-encoded image with a safe name, recorded in `uploads`.

use std::collections::BTreeMap;

use diesel::prelude::*;
use diesel::sql_types::{Nullable, Text};
use futures_util::{stream, StreamExt};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde_json::{json, Map, Value};
use shoplinks::http::body::{Rule, BODY_MAX};

use crate::helpers::{spawn_app_with, AppOptions, TestApp};
use crate::link_helpers::{ids, look, merchant_with_store, products, store_code};
use crate::uploads::{png, BOUNDARY};

/// Operations left out: they end the session or the account the run signs in with, or exist
/// only to seed tests.
const SKIPPED: &[&str] =
    &["/api/auth/account/delete", "/api/auth/logout", "/api/test/session", "/api/admin/v1/store/disconnect"];

/// Tables filled from the store's own data (catalog sync, orders, the sandbox store's rows),
/// not from request bodies: their long product descriptions are the store's, not ours to bound.
const STORE_TABLES: &[&str] =
    &["products", "variants", "collections", "orders", "order_lines", "order_refunds", "webhook_inbox"];

struct Operation {
    method: reqwest::Method,
    path: String,
    schema: Value,
    /// Valid bodies whose strings are mutated one at a time.
    seeds: Vec<Value>,
}

#[tokio::test]
async fn generated_bodies_never_break_the_server_or_store_bad_strings() {
    // Four requests at a time, each using a connection or two while the store's first catalog
    // sync and its webhooks use more: a pool of 8, so a slow CI machine (PostgreSQL connections
    // are dearer than SQLite's) cannot turn a wait for a connection into a 503 counted here as
    // a broken server.
    let app =
        spawn_app_with(AppOptions { settings: vec![("db_pool_size", "8".to_owned())], ..Default::default() }).await;
    let (_, business) = merchant_with_store(&app, "fuzz-bodies").await;
    store_code(&app, "SPRING").await;
    let picked = products(&app, 3).await;
    let link = look(&app, 2, "SPRING").await;
    let link_id = link["link_id"].as_str().expect("link id").to_owned();
    let seeds = seeds(&app, &picked, &business).await;
    let multilink_id = {
        let res = app.post_json("/api/admin/v1/links/multi/create", &seeds["/api/admin/v1/links/multi/create"]).await;
        assert_eq!(res.status(), 200, "the multilink seed is valid");
        let body: Value = res.json().await.expect("json");
        body["data"]["multilink_id"].as_str().expect("id").to_owned()
    };

    let doc: Value = app.get_json("/api/openapi.json").await.json().await.expect("openapi");
    let operations = operations(&doc, &seeds, |path| {
        let id = if path.contains("/store/") {
            business.as_str()
        } else if path.contains("/multi/") {
            multilink_id.as_str()
        } else {
            link_id.as_str()
        };
        path.replace("{id}", id).replace("{businessId}", &business)
    });
    assert!(operations.len() >= 20, "the OpenAPI document lists the JSON endpoints ({})", operations.len());
    assert!(operations.iter().any(|op| op.path == "/api/logs/commit"), "the client log endpoint is covered");

    let total: usize = std::env::var("FUZZ_REQUESTS").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[13; 32]));
    let strategies: Vec<BoxedStrategy<Payload>> =
        operations.iter().map(|op| payload(&op.schema, &doc["components"]["schemas"], &op.seeds)).collect();
    let mut requests = Vec::with_capacity(total);
    for i in 0..total {
        let at = i % operations.len();
        let tree = strategies[at].new_tree(&mut runner).expect("a generated body");
        requests.push((at, tree.current()));
    }

    let answers: Vec<(usize, u16, Payload)> = stream::iter(requests)
        .map(|(at, payload)| {
            let app = &app;
            let op = &operations[at];
            async move { (at, send(app, op, &payload).await, payload) }
        })
        .buffer_unordered(4)
        .collect()
        .await;
    let failures: Vec<String> = answers
        .iter()
        .filter(|(_, status, _)| *status >= 500)
        .map(|(at, status, payload)| {
            let op = &operations[*at];
            format!("{} {} answered {status} to {}", op.method, op.path, payload.describe())
        })
        .collect();
    assert!(failures.is_empty(), "{} of {total} requests failed:\n{}", failures.len(), failures.join("\n"));

    // The run means something only if valid mutations were stored: every endpoint with seeds
    // accepted some of its bodies.
    let mut statuses: BTreeMap<String, BTreeMap<u16, usize>> = BTreeMap::new();
    for (at, status, _) in &answers {
        let op = &operations[*at];
        *statuses.entry(format!("{} {}", op.method, op.path)).or_default().entry(*status).or_default() += 1;
    }
    eprintln!("answers by operation and status: {statuses:#?}");
    for op in operations.iter().filter(|op| !op.seeds.is_empty()) {
        let seen = &statuses[&format!("{} {}", op.method, op.path)];
        assert!(
            seen.keys().any(|s| (200..300).contains(s)),
            "{} {} accepted none of its bodies: {seen:?}",
            op.method,
            op.path
        );
    }

    let bad = stored_problems(&app);
    assert!(bad.is_empty(), "stored strings break the input rules:\n{}", bad.join("\n"));
}

/// A generated request: a JSON value, or raw bytes with a content type.
#[derive(Debug, Clone)]
enum Payload {
    Json(Value),
    Raw { bytes: Vec<u8>, content_type: &'static str },
}

impl Payload {
    fn describe(&self) -> String {
        let text = match self {
            Payload::Json(v) => v.to_string(),
            Payload::Raw { bytes, content_type } => format!("{content_type} {:?}", String::from_utf8_lossy(bytes)),
        };
        text.chars().take(300).collect()
    }
}

/// The answer's status. A body past the server's limit may be cut off with a 413 before it is
/// all sent, which the client sees as a closed connection: that counts as the 413 it is.
async fn send(app: &TestApp, op: &Operation, payload: &Payload) -> u16 {
    let url = format!("{}{}", app.address, op.path);
    let (bytes, content_type) = match payload {
        Payload::Json(v) => (v.to_string().into_bytes(), "application/json"),
        Payload::Raw { bytes, content_type } => (bytes.clone(), *content_type),
    };
    let size = bytes.len();
    match app.client.request(op.method.clone(), url).header("content-type", content_type).body(bytes).send().await {
        Ok(res) => res.status().as_u16(),
        Err(_) if size > BODY_MAX => 413,
        Err(e) => panic!("{} {} with a {size}-byte body: {e}", op.method, op.path),
    }
}

/// Valid bodies of the endpoints that store what they are sent, by path.
async fn seeds(app: &TestApp, picked: &[Value], business: &str) -> BTreeMap<&'static str, Value> {
    let product_ids = ids(picked);
    let first = &picked[0];
    let options: Map<String, Value> = first["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| Some((o["name"].as_str()?.to_owned(), o["values"][0].clone())))
        .collect();
    let look = json!({
        "description": "Summer picks",
        "inventory_ids": product_ids[..2],
        "selected_options": {product_ids[0].clone(): options},
        "images": [{"id": "a1", "src": "https://example.com/a.png"}],
        "utm_params": {"utm_source": "instagram", "utm_campaign": "spring"},
        "promocode": "SPRING",
        "link_type": "LOOK",
    });
    let multilink = json!({
        "title": "Spring split",
        "splitter_type": "PERCENTAGE",
        "promocode": "SPRING",
        "utm_params": {"utm_source": "tiktok"},
        "links_options": [
            {"value": 60, "device_option": "ALL", "link_resource": look.clone()},
            {"value": 40, "device_option": "ALL", "link_resource": {"inventory_ids": [product_ids[2].clone()], "link_type": "SHORT", "description": "One"}},
        ],
    });
    let theme: Value = app.get_json(&format!("/api/business/{business}/theme")).await.json().await.expect("theme");
    let options_map: Value =
        app.get_json("/api/admin/v1/store/appearance/options").await.json().await.expect("options");
    let mut out = BTreeMap::new();
    out.insert("/api/admin/v1/links/create", look.clone());
    out.insert("/api/admin/v1/links/{id}/edit", look);
    out.insert("/api/admin/v1/links/multi/create", multilink.clone());
    out.insert("/api/admin/v1/links/multi/{id}/edit", multilink);
    out.insert("/api/business/{businessId}/theme", json!({"theme": theme["data"]["theme"].clone()}));
    out.insert("/api/admin/v1/store/appearance/options", options_map["data"].clone());
    out.insert(
        "/api/admin/v1/store/{id}/products_preferences",
        json!({"prefered_product_ids": [product_ids[0].clone()], "exclude_product_ids": [product_ids[1].clone()]}),
    );
    out.insert(
        "/api/auth/register/request",
        json!({"name": "Dana", "email": "dana@example.com", "description": "We sell hats.\nMany hats."}),
    );
    out.insert(
        "/api/auth/register",
        json!({"username": "fuzzed", "email": "fuzzed@example.com", "password": "secret1", "name": "F"}),
    );
    out.insert("/api/admin/v1/promocodes/create", json!({"code": "FUZZ10", "kind": "PERCENTAGE", "value": 10}));
    out.insert(
        "/api/logs/commit",
        json!({"logs": [{"level": "error", "message": "Save failed\n  at links/save"}, {"level": "info", "message": "retry"}],
            "store_id": "s1", "cart_id": "c1"}),
    );
    out
}

/// Every operation of the document with a JSON request body.
fn operations(doc: &Value, seeds: &BTreeMap<&'static str, Value>, fill: impl Fn(&str) -> String) -> Vec<Operation> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        if SKIPPED.contains(&path.as_str()) {
            continue;
        }
        for (method, op) in item.as_object().expect("path item") {
            let Some(schema) = op["requestBody"]["content"]["application/json"]["schema"].as_object() else { continue };
            let method = method.to_uppercase().parse().expect("method");
            let seeds = seeds.get(path.as_str()).cloned().into_iter().collect();
            out.push(Operation { method, path: fill(path), schema: Value::Object(schema.clone()), seeds });
        }
    }
    out
}

/// Strings meant to break things: control characters, huge, odd Unicode, or ordinary.
fn hostile_string() -> BoxedStrategy<String> {
    let controls = prop::sample::select(vec!['\0', '\r', '\n', '\t', '\u{1b}', '\u{7f}', '\u{85}', '\u{8}']);
    prop_oneof![
        3 => prop::sample::select(vec!["Red", "SPRING", "https://example.com/x.png", "dana@example.com", "", " ", "שלום"])
            .prop_map(str::to_owned),
        2 => (controls, prop::sample::select(vec!["a", "Summer", "https://example.com/"]))
            .prop_map(|(c, s)| format!("{s}{c}{s}")),
        2 => (256usize..70_000, prop::sample::select(vec!["x", "ש", "😀"])).prop_map(|(n, s)| s.repeat(n)),
        1 => (100usize..2_100).prop_map(|n| "y".repeat(n)),
        2 => any::<String>(),
    ]
    .boxed()
}

/// Any JSON value, a few levels deep.
fn any_json() -> BoxedStrategy<Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        hostile_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(hostile_string(), inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
    .boxed()
}

/// A value of `schema` (resolving `$ref` against `components`), with wrong types mixed in.
fn from_schema(schema: &Value, components: &Value, depth: u32) -> BoxedStrategy<Value> {
    if let Some(name) = schema["$ref"].as_str().and_then(|r| r.rsplit('/').next()) {
        return from_schema(&components[name], components, depth);
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(list) = schema[key].as_array().filter(|l| !l.is_empty()) {
            let options: Vec<BoxedStrategy<Value>> = list.iter().map(|s| from_schema(s, components, depth)).collect();
            return prop::strategy::Union::new(options).boxed();
        }
    }
    if depth > 6 {
        return any_json();
    }
    let kind = match &schema["type"] {
        Value::Array(types) => types.iter().find(|t| *t != "null").and_then(Value::as_str).unwrap_or("object"),
        Value::String(t) => t.as_str(),
        _ => "object",
    };
    let typed = match kind {
        "string" => match schema["enum"].as_array() {
            Some(values) if !values.is_empty() => prop::sample::select(values.clone()).boxed(),
            _ => hostile_string().prop_map(Value::String).boxed(),
        },
        "integer" => prop_oneof![(-5i64..200).prop_map(Value::from), any::<i64>().prop_map(Value::from)].boxed(),
        "number" => prop_oneof![(-5.0f64..200.0).prop_map(|f| json!(f)), Just(json!(1e308)), Just(json!(-0.0))].boxed(),
        "boolean" => any::<bool>().prop_map(Value::Bool).boxed(),
        "array" => prop::collection::vec(from_schema(&schema["items"], components, depth + 1), 0..5)
            .prop_map(Value::Array)
            .boxed(),
        _ => object(schema, components, depth),
    };
    prop_oneof![8 => typed, 1 => any_json()].boxed()
}

/// An object with each known property present or missing, a map for `additionalProperties`,
/// and now and then a field nobody asked for.
fn object(schema: &Value, components: &Value, depth: u32) -> BoxedStrategy<Value> {
    let properties: Vec<BoxedStrategy<Option<(String, Value)>>> = schema["properties"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(name, s)| {
            let name = name.clone();
            prop::option::weighted(0.8, from_schema(s, components, depth + 1))
                .prop_map(move |v| v.map(|v| (name.clone(), v)))
                .boxed()
        })
        .collect();
    let extra = match schema["additionalProperties"].as_object() {
        Some(_) => prop::collection::btree_map(
            hostile_string(),
            from_schema(&schema["additionalProperties"], components, depth + 1),
            0..4,
        )
        .boxed(),
        None => prop::collection::btree_map(hostile_string(), any_json(), 0..2).boxed(),
    };
    (properties, extra)
        .prop_map(|(fields, extra)| {
            let mut map: Map<String, Value> = extra.into_iter().collect();
            map.extend(fields.into_iter().flatten());
            Value::Object(map)
        })
        .boxed()
}

/// Bodies for one operation: from its schema, seeds with one string replaced or one field
/// added, and bodies that are not JSON or are nested past any sense.
fn payload(schema: &Value, components: &Value, seeds: &[Value]) -> BoxedStrategy<Payload> {
    let generated = from_schema(schema, components, 0).prop_map(Payload::Json).boxed();
    let broken = prop_oneof![
        prop::sample::select(vec![
            &b"{\"a\":"[..],
            &b"{"[..],
            &b"[1,2"[..],
            &b"nul"[..],
            &b"\xff\xfe{}"[..],
            &br#"{"a":"\ud800"}"#[..],
            &b"   "[..],
        ])
        .prop_map(|b| Payload::Raw { bytes: b.to_vec(), content_type: "application/json" }),
        (1usize..200_000).prop_map(|n| Payload::Raw {
            bytes: format!("{}{}", "[".repeat(n), "]".repeat(n)).into_bytes(),
            content_type: "application/json",
        }),
        Just(Payload::Raw { bytes: b"{}".to_vec(), content_type: "text/plain" }),
    ]
    .boxed();
    if seeds.is_empty() {
        return prop_oneof![6 => generated, 1 => broken].boxed();
    }
    let seeds = seeds.to_vec();
    let mutated = (prop::sample::select(seeds), any::<prop::sample::Index>(), hostile_string(), any::<bool>())
        .prop_map(|(seed, at, text, as_key)| Payload::Json(mutate(seed, at, text, as_key)))
        .boxed();
    prop_oneof![3 => generated, 6 => mutated, 1 => broken].boxed()
}

/// `seed` with its `at`-th string replaced by `text`, or with `text` added as a key of its
/// `at`-th object.
fn mutate(mut seed: Value, at: prop::sample::Index, text: String, as_key: bool) -> Value {
    let (mut strings, mut objects) = (Vec::new(), Vec::new());
    pointers(&seed, String::new(), &mut strings, &mut objects);
    let list = if as_key { &objects } else { &strings };
    if list.is_empty() {
        return seed;
    }
    match seed.pointer_mut(&list[at.index(list.len())]) {
        Some(Value::Object(map)) if as_key => {
            map.insert(text, json!("x"));
        }
        Some(target) => *target = Value::String(text),
        None => {}
    }
    seed
}

/// JSON pointers of the strings and of the objects of `v`.
fn pointers(v: &Value, at: String, strings: &mut Vec<String>, objects: &mut Vec<String>) {
    match v {
        Value::String(_) => strings.push(at),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{at}/{i}"), strings, objects);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let key = key.replace('~', "~0").replace('/', "~1");
                pointers(item, format!("{at}/{key}"), strings, objects);
            }
            objects.push(at);
        }
        _ => {}
    }
}

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    t: String,
    #[diesel(sql_type = Text)]
    c: String,
}

#[derive(QueryableByName)]
struct Cell {
    #[diesel(sql_type = Nullable<Text>)]
    value: Option<String>,
}

/// Rows of a raw query on whichever backend the test runs.
fn load<T>(conn: &mut shoplinks::db::DbConnection, sql: &str) -> Vec<T>
where
    T: QueryableByName<diesel::sqlite::Sqlite> + QueryableByName<diesel::pg::Pg> + 'static,
{
    use shoplinks::db::DbConnection;
    match conn {
        DbConnection::Sqlite(c) => diesel::sql_query(sql).load(c),
        DbConnection::Postgres(c) => diesel::sql_query(sql).load(c),
    }
    .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Every stored string that breaks the input rules, as `table.column: problem`.
fn stored_problems(app: &TestApp) -> Vec<String> {
    let mut conn = app.state.db.get().expect("conn");
    let sql = match &*conn {
        shoplinks::db::DbConnection::Sqlite(_) => {
            "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_info(m.name) p \
             WHERE m.type = 'table' AND upper(p.type) = 'TEXT'"
        }
        shoplinks::db::DbConnection::Postgres(_) => {
            "SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns \
             WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')"
        }
    };
    let columns: Vec<Column> = load(&mut conn, sql);
    let mut problems = Vec::new();
    for Column { t: table, c: column } in columns {
        if STORE_TABLES.contains(&table.as_str()) || table.starts_with("sandbox_") || table.starts_with("__") {
            continue;
        }
        let cells: Vec<Cell> = load(&mut conn, &format!("SELECT CAST(\"{column}\" AS TEXT) AS value FROM \"{table}\""));
        for value in cells.into_iter().filter_map(|c| c.value) {
            if let Some(problem) = string_problem(&value) {
                problems.push(format!("{table}.{column}: {problem}"));
            }
        }
    }
    problems
}

/// What is wrong with a stored value: checked as JSON when it is a JSON object or array (its
/// strings), else as one string.
fn string_problem(value: &str) -> Option<String> {
    let longest = Rule::URL.max_chars;
    let one = |s: &str| -> Option<String> {
        if s.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\t')) {
            return Some(format!("control character in {:?}", s.chars().take(60).collect::<String>()));
        }
        (s.chars().count() > longest).then(|| format!("{} characters", s.chars().count()))
    };
    match serde_json::from_str::<Value>(value) {
        Ok(json @ (Value::Array(_) | Value::Object(_))) => {
            let mut found = None;
            walk_strings(&json, &mut |s| {
                if found.is_none() {
                    found = one(s);
                }
            });
            found
        }
        _ => one(value),
    }
}

fn walk_strings(v: &Value, f: &mut impl FnMut(&str)) {
    match v {
        Value::String(s) => f(s),
        Value::Array(items) => items.iter().for_each(|i| walk_strings(i, f)),
        Value::Object(map) => map.iter().for_each(|(k, i)| {
            f(k);
            walk_strings(i, f)
        }),
        _ => {}
    }
}

/// One generated upload: the query's name hint, the `Content-Type` header and the body.
#[derive(Debug, Clone)]
struct Upload {
    custom_name: Option<String>,
    content_type: String,
    body: Vec<u8>,
}

/// Files an upload may carry: images the server takes, and what it must refuse.
fn upload_files() -> Vec<Vec<u8>> {
    let jpeg = {
        let picture = image::RgbImage::from_pixel(40, 24, image::Rgb([200, 30, 90]));
        let mut out = std::io::Cursor::new(Vec::new());
        picture.write_to(&mut out, image::ImageFormat::Jpeg).expect("encodes");
        out.into_inner()
    };
    vec![
        png(),
        jpeg,
        crate::bombs::png_bomb(9_000, 9_000),
        b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec(),
        b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".to_vec(),
        b"%PDF-1.4\n".to_vec(),
        Vec::new(),
    ]
}

/// A multipart part: a field name, an optional file name and content type, and bytes that are
/// one of [`upload_files`] as is, cut short, with a byte changed, or random.
fn part(files: Vec<Vec<u8>>) -> BoxedStrategy<Vec<u8>> {
    let name = prop_oneof![4 => Just("file_resource".to_owned()), 1 => Just("other".to_owned()), 1 => hostile_string()];
    let bytes = prop_oneof![
        4 => prop::sample::select(files.clone()),
        2 => (prop::sample::select(files.clone()), any::<prop::sample::Index>())
            .prop_map(|(f, at)| f[..at.index(f.len() + 1)].to_vec()),
        2 => (prop::sample::select(files), any::<prop::sample::Index>(), any::<u8>()).prop_map(|(mut f, at, b)| {
            if !f.is_empty() {
                let i = at.index(f.len());
                f[i] = b;
            }
            f
        }),
        1 => prop::collection::vec(any::<u8>(), 0..2_000),
    ];
    let filename = prop::option::of(hostile_string().prop_map(|s| s.chars().take(300).collect::<String>()));
    let content_type =
        prop::option::of(prop::sample::select(vec!["image/png", "image/svg+xml", "text/html", "\u{1b}"]));
    (name, filename, content_type, bytes)
        .prop_map(|(name, filename, content_type, bytes)| {
            let name: String = name.chars().take(300).collect();
            let mut head = format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"");
            if let Some(f) = filename {
                head.push_str(&format!("; filename=\"{f}\""));
            }
            head.push_str("\r\n");
            if let Some(t) = content_type {
                head.push_str(&format!("Content-Type: {t}\r\n"));
            }
            head.push_str("\r\n");
            let mut out = head.into_bytes();
            out.extend_from_slice(&bytes);
            out.extend_from_slice(b"\r\n");
            out
        })
        .boxed()
}

/// Whole uploads: zero to three parts, closed or not, sometimes cut anywhere or sent with
/// another boundary or content type.
fn upload_request() -> BoxedStrategy<Upload> {
    let parts = prop::collection::vec(part(upload_files()), 0..4);
    let framing = prop_oneof![6 => Just(0u8), 1 => Just(1u8), 1 => Just(2u8)];
    let content_type = prop_oneof![
        8 => Just(format!("multipart/form-data; boundary={BOUNDARY}")),
        1 => Just("multipart/form-data".to_owned()),
        1 => Just("multipart/form-data; boundary=other".to_owned()),
        1 => Just("application/json".to_owned()),
    ];
    let custom_name = prop::option::of(hostile_string().prop_map(|s| s.chars().take(500).collect::<String>()));
    (parts, framing, any::<prop::sample::Index>(), content_type, custom_name)
        .prop_map(|(parts, framing, cut, content_type, custom_name)| {
            let mut body: Vec<u8> = parts.concat();
            match framing {
                // Closed as it should be.
                0 => body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes()),
                // Cut anywhere.
                1 => body.truncate(cut.index(body.len() + 1)),
                // Never closed.
                _ => {}
            }
            Upload { custom_name, content_type, body }
        })
        .boxed()
}

/// The answer's status and, for a 200, the kept file's address; a request that got no answer
/// (within a minute) is an error.
type UploadAnswer = Result<(u16, Option<String>), String>;

async fn send_upload(app: &TestApp, upload: &Upload) -> UploadAnswer {
    let mut req = app
        .client
        .post(format!("{}/api/admin/v1/file/upload", app.address))
        .header("content-type", &upload.content_type)
        .timeout(std::time::Duration::from_secs(60))
        .body(upload.body.clone());
    if let Some(name) = &upload.custom_name {
        req = req.query(&[("custom_name", name)]);
    }
    let res = req.send().await.map_err(|e| format!("{e:?}"))?;
    let status = res.status().as_u16();
    let address = if status == 200 {
        res.json::<Value>().await.ok().and_then(|b| b["data"].as_str().map(str::to_owned))
    } else {
        None
    };
    Ok((status, address))
}

#[tokio::test]
async fn generated_uploads_never_break_the_server_and_only_images_are_kept() {
    // The quota has its own tests (upload_quota.rs); here every body should reach the decoder.
    let settings = vec![("uploads.per_hour", "100000".to_owned())];
    let app = spawn_app_with(AppOptions { settings, ..Default::default() }).await;
    app.verified_merchant("fuzz-uploads", "secret1").await;
    assert_eq!(app.login("fuzz-uploads", "secret1").await.status(), 200);
    let business = crate::analytics_helpers::business_of(&app, "fuzz-uploads");
    let total: usize =
        std::env::var("FUZZ_REQUESTS").ok().and_then(|n| n.parse::<usize>().ok()).map_or(400, |n| (n / 25).max(40));
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::from_seed(RngAlgorithm::ChaCha, &[17; 32]));
    let strategy = upload_request();
    let uploads: Vec<Upload> =
        (0..total).map(|_| strategy.new_tree(&mut runner).expect("a generated upload").current()).collect();
    let answers: Vec<(UploadAnswer, Upload)> = stream::iter(uploads)
        .map(|upload| {
            let app = &app;
            async move {
                let answer = send_upload(app, &upload).await;
                (answer, upload)
            }
        })
        .buffer_unordered(4)
        .collect()
        .await;
    let failures: Vec<String> = answers
        .iter()
        .filter_map(|(answer, u)| {
            let problem = match answer {
                Ok((status, _)) if *status >= 500 => status.to_string(),
                Ok(_) => return None,
                Err(e) => e.clone(),
            };
            let body = String::from_utf8_lossy(&u.body[..u.body.len().min(300)]);
            Some(format!("{problem} to {} ({} bytes) {body:?}", u.content_type, u.body.len()))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {total} uploads failed:\n{}", failures.len(), failures.join("\n"));
    let stored: Vec<&String> =
        answers.iter().filter_map(|(answer, _)| answer.as_ref().ok().and_then(|(_, a)| a.as_ref())).collect();
    assert!(!stored.is_empty() && stored.len() < total, "some uploads were kept and some refused ({})", stored.len());

    let files = app.stored_files(&business).await;
    assert_eq!(files.len(), stored.len(), "one file per upload answered 200");
    let rows: BTreeMap<String, i64> = {
        let mut conn = app.state.db.get().expect("conn");
        use shoplinks::db::schema::uploads;
        uploads::table
            .filter(uploads::business_id.eq(&business))
            .select((uploads::name, uploads::bytes))
            .load::<(String, i64)>(&mut *conn)
            .expect("rows")
            .into_iter()
            .collect()
    };
    for name in &files {
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')), "{name:?}");
        let bytes = app.files().read(&business, name).await.expect("read");
        let format = image::guess_format(&bytes).expect("an image");
        let extension = if format == image::ImageFormat::Jpeg { "jpg" } else { "png" };
        assert!(name.ends_with(&format!(".{extension}")), "{name} holds {format:?}");
        image::load_from_memory(&bytes).unwrap_or_else(|e| panic!("{name} does not decode: {e}"));
        assert_eq!(rows.get(name), Some(&(bytes.len() as i64)), "{name} is recorded with its size");
    }
    assert_eq!(rows.len(), files.len(), "no row without its file");
}
