//! Looking a brand domain up (docs/links.md#brand-domains): does its ownership record hold the
//! token, and does the domain point at us. Through `hickory-resolver`, at the DNS server the
//! settings name (a local one in tests) or the system's, with no cache: a check must see the
//! records as they are now, not as they were when the merchant had not added them yet.

use std::collections::HashSet;
use std::net::IpAddr;
use std::time::Duration;

use hickory_resolver::config::{NameServerConfigGroup, ResolverConfig, ResolverOpts};
use hickory_resolver::name_server::TokioConnectionProvider;
use hickory_resolver::proto::rr::{RData, RecordType};
use hickory_resolver::{ResolveError, TokioResolver};

use super::rules::{proof_name, Problem, PROOF_PREFIX};
use crate::config::DomainSettings;

/// How long one lookup may take.
const TIMEOUT: Duration = Duration::from_secs(5);

/// The resolver every check uses (a handle in the state).
#[derive(Clone)]
pub struct Dns {
    resolver: TokioResolver,
    /// The host brand domains point at.
    pub target: String,
}

impl Dns {
    /// A resolver from `settings`; the system's configuration when no server is named.
    ///
    /// # Errors
    /// When the system's configuration cannot be read.
    pub fn new(settings: &DomainSettings, target: String) -> Result<Dns, ResolveError> {
        let mut builder = match settings.resolver {
            Some(addr) => TokioResolver::builder_with_config(
                ResolverConfig::from_parts(
                    None,
                    vec![],
                    NameServerConfigGroup::from_ips_clear(&[addr.ip()], addr.port(), true),
                ),
                TokioConnectionProvider::default(),
            ),
            None => TokioResolver::builder_tokio()?,
        };
        let options: &mut ResolverOpts = builder.options_mut();
        options.cache_size = 0;
        options.timeout = TIMEOUT;
        options.attempts = 2;
        Ok(Dns { resolver: builder.build(), target })
    }

    /// Whether `host` proves it holds `token` and points at our host.
    pub async fn check(&self, host: &str, token: &str) -> Result<(), Problem> {
        self.proof(host, token).await?;
        self.points_here(host).await
    }

    async fn proof(&self, host: &str, token: &str) -> Result<(), Problem> {
        let found = match self.resolver.txt_lookup(format!("{}.", proof_name(host))).await {
            Ok(found) => found,
            Err(e) if e.is_no_records_found() => return Err(Problem::NoProof),
            Err(e) => {
                tracing::info!(host, error = %e, "a brand domain's TXT lookup failed");
                return Err(Problem::Lookup);
            }
        };
        let want = format!("{PROOF_PREFIX}{token}");
        let holds = found.iter().any(|txt| {
            let text: Vec<u8> = txt.txt_data().iter().flat_map(|part| part.iter().copied()).collect();
            String::from_utf8_lossy(&text).trim() == want
        });
        if holds {
            Ok(())
        } else {
            Err(Problem::WrongProof)
        }
    }

    /// A CNAME naming our host, or else addresses shared with it (an A/AAAA record, or a
    /// flattened CNAME at providers that do that).
    async fn points_here(&self, host: &str) -> Result<(), Problem> {
        match self.resolver.lookup(format!("{host}."), RecordType::CNAME).await {
            Ok(found) => {
                let named = found.record_iter().any(|r| match r.data() {
                    RData::CNAME(name) => name.0.to_ascii().trim_end_matches('.').eq_ignore_ascii_case(&self.target),
                    _ => false,
                });
                if named {
                    return Ok(());
                }
            }
            Err(e) if e.is_no_records_found() => {}
            Err(e) => {
                tracing::info!(host, error = %e, "a brand domain's CNAME lookup failed");
                return Err(Problem::Lookup);
            }
        }
        let theirs = self.addresses(host).await?;
        let ours = match self.target.parse::<IpAddr>() {
            Ok(ip) => HashSet::from([ip]),
            Err(_) => self.addresses(&self.target).await?,
        };
        if !theirs.is_empty() && theirs.iter().any(|ip| ours.contains(ip)) {
            Ok(())
        } else {
            Err(Problem::NotPointed)
        }
    }

    async fn addresses(&self, host: &str) -> Result<HashSet<IpAddr>, Problem> {
        match self.resolver.lookup_ip(format!("{host}.")).await {
            Ok(found) => Ok(found.iter().collect()),
            Err(e) if e.is_no_records_found() => Ok(HashSet::new()),
            Err(e) => {
                tracing::info!(host, error = %e, "a brand domain's address lookup failed");
                Err(Problem::Lookup)
            }
        }
    }
}
