//! Identifiers of stored rows. Every table keys its rows by a random 128-bit id written as 32
//! hex characters, made here, so ids carry no order or count that another tenant could read.

/// A new random id (128 bits as 32 lower-case hex characters).
pub fn new_id() -> String {
    use rand::RngCore;
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_are_32_hex_characters_and_differ() {
        let (a, b) = (super::new_id(), super::new_id());
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
        assert_ne!(a, b);
    }
}
