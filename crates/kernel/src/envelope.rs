//! The success side of the API envelope: `{status: true, data}`.

use actix_web::HttpResponse;
use serde::Serialize;

#[derive(Serialize)]
struct Envelope<'a, T: Serialize> {
    status: bool,
    data: &'a T,
}

/// `200 {status:true, data}`.
pub fn ok<T: Serialize>(data: &T) -> HttpResponse {
    HttpResponse::Ok().json(Envelope { status: true, data })
}

/// Any status with `{status:true, data}`.
pub fn with_status<T: Serialize>(status: actix_web::http::StatusCode, data: &T) -> HttpResponse {
    HttpResponse::build(status).json(Envelope { status: true, data })
}
