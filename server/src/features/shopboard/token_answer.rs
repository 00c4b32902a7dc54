//! The token endpoint's answer, read leniently. The `oauth2` crate's standard answer requires
//! `token_type`, and Instagram's code exchange answers `{"access_token", "user_id"}` without it;
//! TikTok spells its scopes with commas where the standard has spaces. Every network issues
//! bearer tokens and nothing here reads the scopes, so a missing type is read as bearer, any
//! casing of it is accepted, and the scopes are not parsed.

use std::time::Duration;

use oauth2::basic::BasicTokenType;
use oauth2::{AccessToken, RefreshToken, Scope, TokenResponse};
use serde::{Deserialize, Deserializer, Serialize};

/// A token answer of any of the three networks (or the sandbox's).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TokenAnswer {
    access_token: AccessToken,
    #[serde(default = "bearer", deserialize_with = "any_case")]
    token_type: BasicTokenType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    expires_in: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    refresh_token: Option<RefreshToken>,
    /// Never read from the answer (see the module's note).
    #[serde(skip)]
    scopes: Option<Vec<Scope>>,
}

fn bearer() -> BasicTokenType {
    BasicTokenType::Bearer
}

fn any_case<'de, D: Deserializer<'de>>(deserializer: D) -> Result<BasicTokenType, D::Error> {
    let spelled = String::deserialize(deserializer)?.to_ascii_lowercase();
    Ok(serde_json::from_value(serde_json::Value::String(spelled)).unwrap_or(BasicTokenType::Bearer))
}

impl TokenResponse for TokenAnswer {
    type TokenType = BasicTokenType;

    fn access_token(&self) -> &AccessToken {
        &self.access_token
    }

    fn token_type(&self) -> &BasicTokenType {
        &self.token_type
    }

    fn expires_in(&self) -> Option<Duration> {
        self.expires_in.map(Duration::from_secs)
    }

    fn refresh_token(&self) -> Option<&RefreshToken> {
        self.refresh_token.as_ref()
    }

    fn scopes(&self) -> Option<&Vec<Scope>> {
        self.scopes.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> TokenAnswer {
        serde_json::from_str(json).expect("a token answer")
    }

    #[test]
    fn instagrams_answer_without_a_type_reads_as_bearer() {
        let answer = read(r#"{"access_token": "IGQV", "user_id": 17841400000000000}"#);
        assert_eq!(answer.access_token().secret(), "IGQV");
        assert_eq!(answer.token_type(), &BasicTokenType::Bearer);
        assert_eq!(answer.expires_in(), None);
    }

    #[test]
    fn tiktok_and_pinterest_answers_keep_expiry_and_refresh_token() {
        let tiktok = read(
            r#"{"access_token": "act.1", "token_type": "Bearer", "expires_in": 86400, "refresh_token": "rft.1",
                "refresh_expires_in": 31536000, "open_id": "x", "scope": "user.info.basic,video.list"}"#,
        );
        assert_eq!(tiktok.token_type(), &BasicTokenType::Bearer);
        assert_eq!(tiktok.expires_in(), Some(Duration::from_secs(86400)));
        assert_eq!(tiktok.refresh_token().map(|r| r.secret().as_str()), Some("rft.1"));
        let pinterest = read(r#"{"access_token": "pina", "token_type": "bearer", "scope": "pins:read boards:read"}"#);
        assert_eq!(pinterest.token_type(), &BasicTokenType::Bearer);
    }

    #[test]
    fn an_answer_without_a_token_is_refused() {
        assert!(serde_json::from_str::<TokenAnswer>(r#"{"token_type": "bearer"}"#).is_err());
    }
}
