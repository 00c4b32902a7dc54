//! Webhooks from the store platform: `POST /api/webhooks/shopify`.
//!
//! The HMAC (base64 over the raw body, constant time) is checked before anything is parsed; a
//! bad or missing one answers 401 and writes nothing. A webhook for a shop with no installation
//! answers 200 and writes nothing. Accepted webhooks go into `webhook_inbox`, deduplicated by
//! the platform's webhook id, and are processed off the request; a job retries failures.

pub mod compliance;
pub mod process;
pub mod receive;

use actix_web::web;

/// Mounts the receiver (inside `/api`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/webhooks/shopify")
            .app_data(web::PayloadConfig::new(1 << 20))
            .route(web::post().to(receive::receive)),
    );
}
