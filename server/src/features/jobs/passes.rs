//! One background pass at a time per key, with at most one more booked: what the catalog sync
//! and the social post sync share. A pass walks a whole catalog or feed through an outside API,
//! and asking for one is a cheap call: without this, a merchant pressing a button (or a script)
//! ten times would start ten full walks side by side. Asking while a pass runs books a single
//! further pass (the running one may already have passed what changed). The catalog sync's
//! tests exercise it.

use std::collections::HashMap;
use std::sync::Mutex;

/// The keys with a pass running in this process, and whether another was asked for meanwhile.
#[derive(Default)]
pub struct Passes {
    running: Mutex<HashMap<String, bool>>,
}

impl Passes {
    fn running(&self) -> std::sync::MutexGuard<'_, HashMap<String, bool>> {
        self.running.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether a pass of `key` is running (or booked).
    pub fn is_running(&self, key: &str) -> bool {
        self.running().contains_key(key)
    }

    /// `Some` when no pass of `key` was running; otherwise one more pass is booked after the
    /// running one.
    pub fn take(&'static self, key: String) -> Option<Claim> {
        let mut running = self.running();
        if let Some(again) = running.get_mut(&key) {
            *again = true;
            return None;
        }
        running.insert(key.clone(), false);
        Some(Claim { passes: self, key, released: false })
    }
}

/// The right to run `key`'s passes; released when dropped, even by a panicking pass, so the key
/// can run again.
pub struct Claim {
    passes: &'static Passes,
    key: String,
    released: bool,
}

impl Claim {
    /// After a pass: `true` when another was booked meanwhile (the claim is kept for it),
    /// otherwise the claim is released.
    pub fn another_pass(&mut self) -> bool {
        let mut running = self.passes.running();
        if running.get(&self.key) == Some(&true) {
            running.insert(self.key.clone(), false);
            return true;
        }
        running.remove(&self.key);
        self.released = true;
        false
    }
}

impl Drop for Claim {
    fn drop(&mut self) {
        if !self.released {
            self.passes.running().remove(&self.key);
        }
    }
}
