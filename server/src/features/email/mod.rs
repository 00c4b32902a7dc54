//! Email: templated messages (English and Hebrew) sent through lettre.
//!
//! Locally and in tests the file transport writes each message to `{data_dir}/outbox/` and the
//! dev mailbox page (`/dev/mailbox`) reads them back; with `SHOPLINKS_SMTP_URL` set, messages go
//! over SMTP instead. Requests never send themselves: they push a job ([`message`]) that a
//! worker of the job queue sends, trying again while the mail server is down.

pub mod mailbox;
mod mailer;
mod outgoing;
mod templates;

pub use mailer::Mailer;
pub use outgoing::message;

/// Registers the email job (start-up).
pub fn register(handles: &mut crate::state::Handles) {
    crate::features::jobs::register(handles, outgoing::SEND);
}
