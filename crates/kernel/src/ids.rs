//! Identifiers of stored rows. Every table keys its rows by a random 128-bit id written as 32
//! hex characters, made here, so ids carry no order or count that another tenant could read.
//!
//! The one exception is [`new_ordered_id`], for the shopper events the public side records tens
//! of thousands of times a second (event, click and visitor ids): it starts with the time, so
//! each insert lands at the right-hand end of its index instead of on a random page, and an
//! index's cost per insert does not grow with its size. It tells nothing but the moment the
//! shopper's own browser was first seen or clicked, which that browser already knows.

/// A new random id (128 bits as 32 lower-case hex characters).
pub fn new_id() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// A new id that sorts by creation time: 48 bits of Unix milliseconds, then 80 random bits, as
/// 32 lower-case hex characters (the shape of [`new_id`]).
pub fn new_ordered_id() -> String {
    new_ordered_id_at(chrono::Utc::now().naive_utc())
}

/// [`new_ordered_id`] for a moment other than now (UTC): history generated after the fact
/// files its rows where the server would have filed them at the time.
pub fn new_ordered_id_at(at: chrono::NaiveDateTime) -> String {
    use rand::RngCore;
    let millis = u64::try_from(at.and_utc().timestamp_millis()).unwrap_or(0);
    let mut bytes = [0u8; 16];
    bytes[..6].copy_from_slice(&millis.to_be_bytes()[2..]);
    rand::rng().fill_bytes(&mut bytes[6..]);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ordered_ids_sort_by_time_and_keep_the_id_shape() {
        let a = super::new_ordered_id();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let b = super::new_ordered_id();
        assert_eq!(b.len(), 32);
        assert!(b.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
        assert!(a < b, "{a} sorts before {b}");
        assert_ne!(&a[12..], &b[12..], "the random part differs");
    }

    #[test]
    fn ids_are_32_hex_characters_and_differ() {
        let (a, b) = (super::new_id(), super::new_id());
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
        assert_ne!(a, b);
    }
}
