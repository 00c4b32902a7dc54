//! Outgoing email as jobs of the queue: a request that sends an email pushes the message in
//! its own transaction and answers at once; a worker renders and sends it, and tries again with
//! a growing delay while the mail server is down or slow, so neither slows a sign-up nor loses
//! the message.

use actix_web::web;
use lettre::message::Mailbox;
use serde::{Deserialize, Serialize};

use super::Mailer;
use crate::features::jobs::{Kind, NewJob};
use crate::locale::Locale;
use crate::state::AppState;

/// The job that sends one email. Ten tries over about three hours (10 s, 20 s, … an hour apart
/// by default) outlast a mail server's restart or a short outage.
pub const SEND: Kind = Kind {
    name: "email.send",
    attempts: 10,
    settle: std::time::Duration::ZERO,
    run: |state, job| Box::pin(send(state, job.payload)),
};

/// What the job carries: the rendered template is made when it runs, in the recipient's
/// language.
#[derive(Serialize, Deserialize)]
struct Outgoing {
    to: String,
    template: String,
    locale: String,
    context: serde_json::Value,
}

/// The job that sends template `template` in `locale` to `to`, filled with `context`; push it
/// in the transaction that decided to send it.
pub fn message(to: &Mailbox, template: &'static str, locale: Locale, context: serde_json::Value) -> NewJob {
    let outgoing =
        Outgoing { to: to.to_string(), template: template.to_owned(), locale: locale.tag().to_owned(), context };
    SEND.job(serde_json::to_value(outgoing).unwrap_or_default())
}

async fn send(state: web::Data<AppState>, payload: serde_json::Value) -> anyhow::Result<()> {
    let outgoing: Outgoing = serde_json::from_value(payload)?;
    let to: Mailbox = outgoing.to.parse()?;
    let locale = Locale::parse(&outgoing.locale).unwrap_or(Locale::En);
    state.handle::<Mailer>().send(to, &outgoing.template, locale, &outgoing.context).await
}
