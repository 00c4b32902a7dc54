//! Email: templated messages (English and Hebrew) sent through lettre.
//!
//! Locally and in tests the file transport writes each message to `{data_dir}/outbox/` and the
//! dev mailbox page (`/dev/mailbox`) reads them back; with `SHOPLINKS_SMTP_URL` set, messages go
//! over SMTP instead.

pub mod mailbox;
mod mailer;
mod templates;

pub use mailer::Mailer;
