//! One error type for every request handler.
//!
//! Handlers return [`AppError`]; it maps to an HTTP status and to the API envelope
//! `{status:false, error:{code, message, fields?}}`. The `code` comes from the closed
//! [`ErrorCode`] list, exported to TypeScript so the UI can react to it. Internal causes are
//! logged once here and never reach the client (no stack traces or SQL in bodies).

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use ts_rs::TS;

/// The closed list of error codes the API answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export, export_to = "ErrorCode.ts")]
pub enum ErrorCode {
    /// Malformed request (bad JSON, bad query).
    BadRequest,
    /// Well-formed input that breaks a rule; `fields` says which.
    ValidationFailed,
    /// No or invalid session.
    Unauthorized,
    /// Signed in, but not allowed.
    Forbidden,
    /// A state-changing request from another site.
    CrossSiteRequest,
    /// No such resource, or not the caller's.
    NotFound,
    /// The path exists but not with this method.
    MethodNotAllowed,
    /// Clashes with existing data.
    Conflict,
    /// Body larger than allowed.
    PayloadTooLarge,
    /// Too many requests; see `Retry-After`.
    RateLimited,
    /// A bounded queue is full; see `Retry-After`.
    Overloaded,
    /// Anything unexpected; details are only in the server log.
    Internal,
}

/// The error object of the envelope.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "ApiError.ts")]
pub struct ApiError {
    /// Machine-readable code.
    pub code: ErrorCode,
    /// Human-readable message in English (the UI translates by code where it can).
    pub message: String,
    /// Per-field messages for validation errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub fields: Option<BTreeMap<String, String>>,
}

#[derive(Serialize)]
struct ErrorEnvelope<'a> {
    status: bool,
    error: &'a ApiError,
}

/// Every failure a handler can answer with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 400: the request could not be understood.
    #[error("{0}")]
    BadRequest(String),
    /// 422: input breaks a rule.
    #[error("{message}")]
    Validation {
        /// Summary message.
        message: String,
        /// Field name to message.
        fields: BTreeMap<String, String>,
    },
    /// 401: not signed in.
    #[error("authentication required")]
    Unauthorized,
    /// 401: login failed; the same answer whether the account exists or not.
    #[error("Incorrect username or password")]
    BadCredentials,
    /// 403: signed in but not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// 403: cross-site state-changing request.
    #[error("cross-site request refused")]
    CrossSite,
    /// 404: no such thing (or another tenant's).
    #[error("{0}")]
    NotFound(String),
    /// 405.
    #[error("method not allowed")]
    MethodNotAllowed,
    /// 409.
    #[error("{0}")]
    Conflict(String),
    /// 409 naming the fields that clash (username or email taken).
    #[error("{message}")]
    ConflictFields {
        /// Summary message.
        message: String,
        /// Field name to message.
        fields: BTreeMap<String, String>,
    },
    /// 413.
    #[error("payload too large")]
    PayloadTooLarge,
    /// 429 with `Retry-After` seconds.
    #[error("too many requests")]
    RateLimited(u64),
    /// 429 (`rate_limited`) with `Retry-After` seconds and a message saying which allowance a
    /// signed-in person has used up and when it comes back (the upload quota): unlike
    /// [`AppError::RateLimited`], which anonymous callers get, the message is shown to them.
    #[error("{message}")]
    QuotaUsed {
        /// Shown as the answer's message.
        message: String,
        /// Seconds until the allowance has room again.
        retry_after: u64,
    },
    /// 503 with `Retry-After` seconds: a bounded queue or pool is full.
    #[error("server busy")]
    Overloaded(u64),
    /// 500: logged, answered opaquely.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// A single-field validation error.
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut fields = BTreeMap::new();
        fields.insert(field.to_owned(), message.clone());
        AppError::Validation { message, fields }
    }

    /// A single-field conflict (the value is taken).
    pub fn taken(field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut fields = BTreeMap::new();
        fields.insert(field.to_owned(), message.clone());
        AppError::ConflictFields { message, fields }
    }

    /// Several field errors at once; `None` when there are none.
    pub fn fields(fields: BTreeMap<String, String>) -> Option<Self> {
        let message = fields.values().next()?.clone();
        Some(AppError::Validation { message, fields })
    }

    /// The code this error answers with.
    pub fn code(&self) -> ErrorCode {
        match self {
            AppError::BadRequest(_) => ErrorCode::BadRequest,
            AppError::Validation { .. } => ErrorCode::ValidationFailed,
            AppError::Unauthorized | AppError::BadCredentials => ErrorCode::Unauthorized,
            AppError::Forbidden(_) => ErrorCode::Forbidden,
            AppError::CrossSite => ErrorCode::CrossSiteRequest,
            AppError::NotFound(_) => ErrorCode::NotFound,
            AppError::MethodNotAllowed => ErrorCode::MethodNotAllowed,
            AppError::Conflict(_) | AppError::ConflictFields { .. } => ErrorCode::Conflict,
            AppError::PayloadTooLarge => ErrorCode::PayloadTooLarge,
            AppError::RateLimited(_) | AppError::QuotaUsed { .. } => ErrorCode::RateLimited,
            AppError::Overloaded(_) => ErrorCode::Overloaded,
            AppError::Internal(_) => ErrorCode::Internal,
        }
    }

    /// The wire object; internal errors get a generic message.
    pub fn to_api_error(&self) -> ApiError {
        let (message, fields) = match self {
            AppError::Internal(_) => {
                ("Something went wrong with the operation. Please try again later.".to_owned(), None)
            }
            AppError::Overloaded(_) => ("The server is busy, please try again in a moment.".to_owned(), None),
            AppError::Validation { message, fields } | AppError::ConflictFields { message, fields } => {
                (message.clone(), Some(fields.clone()))
            }
            other => (other.to_string(), None),
        };
        ApiError { code: self.code(), message, fields }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(err: diesel::result::Error) -> Self {
        match err {
            diesel::result::Error::NotFound => AppError::NotFound("Not found".to_owned()),
            other => AppError::Internal(anyhow::Error::new(other).context("database query")),
        }
    }
}

impl From<crate::db::PoolError> for AppError {
    fn from(err: crate::db::PoolError) -> Self {
        tracing::warn!(error = %err, "database pool exhausted");
        AppError::Overloaded(1)
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Validation { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Unauthorized | AppError::BadCredentials => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) | AppError::CrossSite => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict(_) | AppError::ConflictFields { .. } => StatusCode::CONFLICT,
            AppError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::RateLimited(_) | AppError::QuotaUsed { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Overloaded(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let AppError::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed");
        }
        let mut builder = HttpResponse::build(self.status_code());
        if let AppError::RateLimited(secs)
        | AppError::Overloaded(secs)
        | AppError::QuotaUsed { retry_after: secs, .. } = self
        {
            builder.insert_header(("Retry-After", secs.to_string()));
        }
        builder.json(ErrorEnvelope { status: false, error: &self.to_api_error() })
    }
}

/// Result alias for handlers.
pub type AppResult<T> = Result<T, AppError>;
