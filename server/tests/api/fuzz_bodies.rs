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
