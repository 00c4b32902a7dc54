//! Choosing a multilink experience (docs/links.md#multilinks): the device filter first (ALL matches
//! everyone, MOBILE phones and tablets, PC the rest), then a weighted random pick by traffic share
//! among the eligible; a returning visitor keeps the experience it got while it is still eligible.

use rand::Rng;

use crate::features::clicks::Device;
use crate::features::links::kind::DeviceOption;

/// An experience as the picker sees it.
pub trait Experience {
    /// Link id.
    fn id(&self) -> &str;
    /// Which devices it serves.
    fn device_option(&self) -> DeviceOption;
    /// Whole percent.
    fn traffic_share(&self) -> i32;
}

impl Experience for crate::features::links::LinkRow {
    fn id(&self) -> &str {
        &self.id
    }
    fn device_option(&self) -> DeviceOption {
        self.device_option
    }
    fn traffic_share(&self) -> i32 {
        self.traffic_share
    }
}

impl<T: Experience> Experience for &T {
    fn id(&self) -> &str {
        (*self).id()
    }
    fn device_option(&self) -> DeviceOption {
        (*self).device_option()
    }
    fn traffic_share(&self) -> i32 {
        (*self).traffic_share()
    }
}

/// Whether an experience may serve a device.
pub fn eligible(device_option: DeviceOption, device: Device) -> bool {
    match device_option {
        DeviceOption::All => true,
        DeviceOption::Mobile => device == Device::Mobile,
        DeviceOption::Pc => device == Device::Pc,
    }
}

/// The experience to serve: the kept one when still eligible, else a weighted pick among the
/// eligible (equal chances when their shares sum to zero). `None` when none is eligible.
pub fn pick<'a, E: Experience>(
    experiences: &'a [E],
    device: Device,
    kept: Option<&str>,
    rng: &mut impl Rng,
) -> Option<&'a E> {
    let eligible: Vec<&E> = experiences.iter().filter(|e| eligible(e.device_option(), device)).collect();
    if let Some(kept) = kept.and_then(|k| eligible.iter().copied().find(|e| e.id() == k)) {
        return Some(kept);
    }
    let total: i64 = eligible.iter().map(|e| i64::from(e.traffic_share().max(0))).sum();
    if total == 0 {
        return (!eligible.is_empty()).then(|| eligible[rng.random_range(0..eligible.len())]);
    }
    let mut ticket = rng.random_range(0..total);
    for e in &eligible {
        let share = i64::from(e.traffic_share().max(0));
        if ticket < share {
            return Some(*e);
        }
        ticket -= share;
    }
    eligible.last().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Exp(&'static str, DeviceOption, i32);

    impl Experience for Exp {
        fn id(&self) -> &str {
            self.0
        }
        fn device_option(&self) -> DeviceOption {
            self.1
        }
        fn traffic_share(&self) -> i32 {
            self.2
        }
    }

    #[test]
    fn the_device_filter_comes_before_the_shares() {
        let exps = [Exp("A", DeviceOption::All, 70), Exp("B", DeviceOption::Mobile, 30)];
        let mut rng = rand::rng();
        for _ in 0..500 {
            assert_eq!(pick(&exps, Device::Pc, None, &mut rng).map(|e| e.0), Some("A"));
        }
        let b = (0..10_000).filter(|_| pick(&exps, Device::Mobile, None, &mut rng).map(|e| e.0) == Some("B")).count();
        assert!((2_700..=3_300).contains(&b), "{b}");
    }

    #[test]
    fn a_kept_experience_stays_while_eligible() {
        let exps = [Exp("A", DeviceOption::All, 100), Exp("B", DeviceOption::Mobile, 0)];
        let mut rng = rand::rng();
        assert_eq!(pick(&exps, Device::Mobile, Some("B"), &mut rng).map(|e| e.0), Some("B"));
        assert_eq!(pick(&exps, Device::Pc, Some("B"), &mut rng).map(|e| e.0), Some("A"));
        assert!(pick(&[Exp("B", DeviceOption::Mobile, 100)], Device::Pc, None, &mut rng).is_none());
    }
}
