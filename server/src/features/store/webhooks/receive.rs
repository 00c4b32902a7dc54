//! The receiving side: verify, store once, acknowledge fast, process in the background.

use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;

use super::process;
use crate::clock::now;
use crate::db::schema::{store_installations, webhook_inbox};
use crate::error::{AppError, AppResult};
use crate::features::store::shopify::{hmac, shop_domain};
use crate::ids::new_id;
use crate::state::AppState;

fn header<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers().get(name).and_then(|v| v.to_str().ok())
}

/// `POST /api/webhooks/shopify`.
#[utoipa::path(post, path = "/api/webhooks/shopify", responses((status = 200, description = "accepted (or a duplicate, or an unknown shop)"),
    (status = 401, description = "bad or missing HMAC; nothing written")))]
pub async fn receive(req: HttpRequest, body: web::Bytes, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    if !hmac::verify_webhook(&body, header(&req, "x-shopify-hmac-sha256"), &state.settings.shopify.api_secret) {
        return Err(AppError::Unauthorized);
    }
    let topic = header(&req, "x-shopify-topic").unwrap_or_default().to_owned();
    let shop = header(&req, "x-shopify-shop-domain").and_then(shop_domain::parse);
    let webhook_id = header(&req, "x-shopify-webhook-id")
        .or_else(|| header(&req, "x-shopify-event-id"))
        .unwrap_or_default()
        .to_owned();
    let (Some(shop), false, false) = (shop, topic.is_empty(), webhook_id.is_empty()) else {
        return Err(AppError::BadRequest("Missing webhook headers".into()));
    };
    let payload = String::from_utf8(body.to_vec()).map_err(|_| AppError::BadRequest("Body is not UTF-8".into()))?;
    let stored = state
        .db
        .run(move |conn| {
            let known: i64 = store_installations::table
                .filter(store_installations::shop_domain.eq(&shop))
                .count()
                .get_result(conn)?;
            if known == 0 {
                return Ok(None);
            }
            let id = new_id();
            let inserted = diesel::insert_into(webhook_inbox::table)
                .values((
                    webhook_inbox::id.eq(&id),
                    webhook_inbox::webhook_id.eq(&webhook_id),
                    webhook_inbox::topic.eq(&topic),
                    webhook_inbox::shop_domain.eq(&shop),
                    webhook_inbox::payload.eq(&payload),
                    webhook_inbox::status.eq("pending"),
                    webhook_inbox::attempts.eq(0),
                    webhook_inbox::received_at.eq(now()),
                ))
                .execute(conn);
            match inserted {
                Ok(_) => Ok(Some(id)),
                // The same webhook again (Shopify retries, or a replay): one effect only.
                Err(diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _)) => {
                    Ok(None)
                }
                Err(e) => Err(e.into()),
            }
        })
        .await?;
    if let Some(id) = stored {
        let state = state.clone();
        tokio::spawn(async move { process::process_one(&state, &id).await });
    }
    Ok(HttpResponse::Ok().finish())
}
