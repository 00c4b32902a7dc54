//! Email templates: `templates/emails/<name>/<lang>/{subject.txt, body.txt, body.html}`,
//! rendered with minijinja; the HTML body is auto-escaped.

use std::path::{Path, PathBuf};

use minijinja::{AutoEscape, Environment};
use serde::Serialize;

use crate::locale::Locale;

/// A rendered email.
#[derive(Debug, Clone)]
pub struct RenderedEmail {
    /// Subject line.
    pub subject: String,
    /// Plain-text body.
    pub text: String,
    /// HTML body.
    pub html: String,
}

/// The email templates folder.
#[derive(Debug, Clone)]
pub struct EmailTemplates {
    dir: PathBuf,
}

impl EmailTemplates {
    /// Uses `templates_dir/emails`; fails at start-up if a known template is missing.
    pub fn load(templates_dir: &Path) -> anyhow::Result<Self> {
        let templates = EmailTemplates { dir: templates_dir.join("emails") };
        for name in ["verify_account", "reset_password", "signup_request"] {
            for locale in [Locale::En, Locale::He] {
                for part in ["subject.txt", "body.txt", "body.html"] {
                    let path = templates.path(name, locale, part);
                    if !path.is_file() {
                        anyhow::bail!("missing email template {}", path.display());
                    }
                }
            }
        }
        Ok(templates)
    }

    fn path(&self, name: &str, locale: Locale, part: &str) -> PathBuf {
        self.dir.join(name).join(locale.tag()).join(part)
    }

    /// Renders the three parts of `name` in `locale` with `context`.
    pub fn render<C: Serialize>(&self, name: &str, locale: Locale, context: &C) -> anyhow::Result<RenderedEmail> {
        let read = |part: &str| std::fs::read_to_string(self.path(name, locale, part));
        let context = minijinja::Value::from(minijinja::value::Serde(context));
        let mut text_env = Environment::new();
        text_env.set_auto_escape_callback(|_| AutoEscape::None);
        let mut html_env = Environment::new();
        html_env.set_auto_escape_callback(|_| AutoEscape::Html);
        Ok(RenderedEmail {
            subject: text_env.render_str(&read("subject.txt")?, context.clone())?.trim().to_owned(),
            text: text_env.render_str(&read("body.txt")?, context.clone())?,
            html: html_env.render_str(&read("body.html")?, context)?,
        })
    }
}
