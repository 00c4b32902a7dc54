//! Who must hear that links changed. Other features keep copies of links (the public side
//! resolves each path once a second); they register a listener here at startup, and every
//! write of the links feature calls [`changed`], so a save, close or disconnect shows on the
//! public URL at once while the links feature knows nothing of those copies.

use crate::state::AppState;

/// Listeners called after any link is written.
#[derive(Default)]
pub struct LinkChanges {
    listeners: Vec<Box<dyn Fn() + Send + Sync>>,
}

impl LinkChanges {
    /// Calls `listener` after every link write.
    pub fn listen(&mut self, listener: impl Fn() + Send + Sync + 'static) {
        self.listeners.push(Box::new(listener));
    }

    /// Tells every listener.
    pub fn notify(&self) {
        for listener in &self.listeners {
            listener();
        }
    }
}

/// Reports that links were written (after the write commits).
pub fn changed(state: &AppState) {
    state.handle::<LinkChanges>().notify();
}
