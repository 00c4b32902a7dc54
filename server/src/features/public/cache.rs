//! A small time-bounded map for the public hot path.
//!
//! Why not a caching crate: the public side needs exactly "keep for a second, forget
//! everything when too big", read under a lock held for a hash lookup; the workspace has no cache
//! crate, and a two-core server is not helped by sharding. Entries expire after `ttl`, which is
//! how long a change to a link (close, edit, disconnect) can take to show on the public URL.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// A map whose entries expire; clones share the entries.
pub struct TtlCache<K, V> {
    ttl: Duration,
    max_entries: usize,
    entries: Arc<RwLock<HashMap<K, (Instant, V)>>>,
}

impl<K, V> Clone for TtlCache<K, V> {
    fn clone(&self) -> Self {
        TtlCache { ttl: self.ttl, max_entries: self.max_entries, entries: Arc::clone(&self.entries) }
    }
}

impl<K: Eq + Hash, V: Clone> TtlCache<K, V> {
    /// An empty cache.
    pub fn new(ttl: Duration, max_entries: usize) -> Self {
        TtlCache { ttl, max_entries, entries: Arc::new(RwLock::new(HashMap::new())) }
    }

    /// The value of `key` if it is fresh.
    pub fn get<Q>(&self, key: &Q) -> Option<V>
    where
        K: std::borrow::Borrow<Q>,
        Q: Eq + Hash + ?Sized,
    {
        let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
        entries.get(key).filter(|(at, _)| at.elapsed() < self.ttl).map(|(_, v)| v.clone())
    }

    /// Stores `value`; a full cache is emptied first (cheap, and the next second refills it).
    pub fn put(&self, key: K, value: V) {
        let mut entries = self.entries.write().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= self.max_entries {
            entries.clear();
        }
        entries.insert(key, (Instant::now(), value));
    }

    /// Forgets everything (after a write that must show at once).
    pub fn clear(&self) {
        self.entries.write().unwrap_or_else(|e| e.into_inner()).clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_expire_and_a_full_cache_starts_over() {
        let cache = TtlCache::new(Duration::from_millis(30), 2);
        cache.put("a", 1);
        assert_eq!(cache.get("a"), Some(1));
        std::thread::sleep(Duration::from_millis(40));
        assert_eq!(cache.get("a"), None);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        assert_eq!((cache.get("a"), cache.get("c")), (None, Some(3)));
    }
}
