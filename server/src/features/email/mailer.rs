//! Sends rendered emails through the configured lettre transport.

use std::path::PathBuf;

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::Serialize;

use super::templates::EmailTemplates;
use crate::config::Settings;
use crate::locale::Locale;

enum Transport {
    File { outbox: PathBuf, transport: AsyncFileTransport<Tokio1Executor> },
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

/// The configured mailer.
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    templates: EmailTemplates,
}

impl Mailer {
    /// SMTP when `SHOPLINKS_SMTP_URL` is set, else files in `{data_dir}/outbox`.
    pub fn from_settings(settings: &Settings) -> anyhow::Result<Self> {
        let templates = EmailTemplates::load(&settings.templates_dir)?;
        let transport = match &settings.smtp_url {
            Some(url) => Transport::Smtp(AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?.build()),
            None => {
                let outbox = settings.data_dir.join("outbox");
                std::fs::create_dir_all(&outbox)?;
                Transport::File { transport: AsyncFileTransport::new(&outbox), outbox }
            }
        };
        Ok(Mailer { transport, from: settings.mail_from.clone(), templates })
    }

    /// The outbox folder when the file transport is active (the dev mailbox reads it).
    pub fn outbox(&self) -> Option<&std::path::Path> {
        match &self.transport {
            Transport::File { outbox, .. } => Some(outbox),
            Transport::Smtp(_) => None,
        }
    }

    /// Renders template `name` in `locale` and sends it to `to`.
    pub async fn send<C: Serialize>(&self, to: Mailbox, name: &str, locale: Locale, context: &C) -> anyhow::Result<()> {
        let email = self.templates.render(name, locale, context)?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(email.subject)
            .multipart(MultiPart::alternative_plain_html(email.text, email.html))?;
        match &self.transport {
            Transport::File { transport, .. } => {
                transport.send(message).await?;
            }
            Transport::Smtp(transport) => {
                transport.send(message).await?;
            }
        }
        tracing::info!(email.template = name, "email sent");
        Ok(())
    }
}
