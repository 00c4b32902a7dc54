//! The dev mailbox: lists and shows the emails the file transport wrote to the outbox.
//! Mounted only when the file transport is active and the environment is not production.

use std::path::Path;

use mail_parser::MessageParser;
use serde::Serialize;
use ts_rs::TS;

/// One email in the list.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "MailboxEntry.ts")]
pub struct MailboxEntry {
    /// File stem (lettre's message id).
    pub id: String,
    /// Recipients.
    pub to: String,
    pub(crate) subject: String,
    /// When it was written (RFC 3339).
    pub sent_at: String,
}

/// One email opened.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, export_to = "MailboxMessage.ts")]
pub struct MailboxMessage {
    /// Header fields.
    pub entry: MailboxEntry,
    /// Plain-text body.
    pub text: String,
}

/// The outbox, newest first (at most 200).
pub fn list(outbox: &Path) -> anyhow::Result<Vec<MailboxEntry>> {
    let mut files: Vec<_> = std::fs::read_dir(outbox)?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    files.sort_by_key(|b| std::cmp::Reverse(b.0));
    Ok(files.into_iter().take(200).filter_map(|(_, p)| read(&p).ok().map(|m| m.entry)).collect())
}

/// Opens one email by id; `None` when there is no such file.
pub fn open(outbox: &Path, id: &str) -> anyhow::Result<Option<MailboxMessage>> {
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Ok(None);
    }
    let path = outbox.join(format!("{id}.eml"));
    if !path.is_file() {
        return Ok(None);
    }
    read(&path).map(Some)
}

fn read(path: &Path) -> anyhow::Result<MailboxMessage> {
    let bytes = std::fs::read(path)?;
    let message =
        MessageParser::default().parse(&bytes).ok_or_else(|| anyhow::anyhow!("unreadable email {}", path.display()))?;
    let to = message
        .to()
        .map(|list| list.iter().filter_map(|a| a.address()).collect::<Vec<_>>().join(", "))
        .unwrap_or_default();
    let modified = std::fs::metadata(path)?.modified()?;
    let sent_at = chrono::DateTime::<chrono::Utc>::from(modified).to_rfc3339();
    Ok(MailboxMessage {
        entry: MailboxEntry {
            id: path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
            to,
            subject: message.subject().unwrap_or_default().to_owned(),
            sent_at,
        },
        text: message.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
    })
}
