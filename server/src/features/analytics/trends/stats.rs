//! The statistics of trends (docs/trends.md), pure so they can be checked on planted data:
//!
//! - **Selling score** (0–100): `views + 3 × adds + 10 × units bought`, relative to the shop's
//!   best product, the same weights as a link's top products.
//! - **Best combinations**: pairs and triples of products bought together in attributed
//!   orders. With `N` orders, `n(X)` the orders holding all of `X` and `s(X) = n(X) ÷ N` its
//!   support, a pair `{A, B}` scores its *leverage* `s(AB) − s(A)·s(B)`: how much more often the
//!   two are bought together than if shoppers picked them independently. A triple scores
//!   `s(ABC) − max over its splits of s(XY)·s(Z)`: what the third product adds beyond the best
//!   pair inside it, so a strong pair plus an unrelated best-seller is no combination. Kept only
//!   with `n(X) ≥ 3`, `s(X) ≥ 1 %` and a lift (`s(X)` over the expected) above 1.
//! - **Complementary products** of `A`: with at least [`MIN_ORDERS`] orders holding `A`, each
//!   `B` scores the *added value* of buying `A`: the smoothed confidence
//!   `(n(AB) + α·s(B)) ÷ (n(A) + α)` (shrunk towards `B`'s base rate, `α` = 5) less `s(B)`, so a
//!   best-seller bought with everything scores near zero. With fewer orders the evidence of a
//!   visit is used as well: `10·n(AB) + 3·co-adds(AB) + co-views(AB)` over
//!   `10·n(A) + 3·adds(A) + views(A) + α`.

/// Weights of a view, an add and a unit bought.
pub const WEIGHTS: (i64, i64, i64) = (1, 3, 10);

/// Below this many orders holding a product, its complementary products lean on visits too.
pub const MIN_ORDERS: i64 = 5;

/// A combination needs this many orders.
pub const MIN_COMBINATION_ORDERS: i64 = 3;

/// And this share of all orders.
pub const MIN_SUPPORT: f64 = 0.01;

/// Smoothing weight of the complementary score.
pub const ALPHA: f64 = 5.0;

/// A product's raw selling score.
pub fn raw_score(views: i64, adds: i64, units: i64) -> i64 {
    views * WEIGHTS.0 + adds * WEIGHTS.1 + units * WEIGHTS.2
}

/// `round(100 × score ÷ best)`, 0 when `best` is 0.
pub fn selling_score(score: i64, best: i64) -> u8 {
    if best <= 0 {
        return 0;
    }
    u8::try_from(((score.max(0) * 200 + best) / (2 * best)).min(100)).unwrap_or(100)
}

/// The statistics of a combination.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Association {
    /// Share of orders holding it.
    pub support: f64,
    /// The orders holding it ÷ the orders holding its least-bought product.
    pub confidence: f64,
    /// Support over what independent choices would give.
    pub lift: f64,
    /// Support less what independent choices would give: the ranking.
    pub leverage: f64,
}

/// A pair bought together `together` times, its products `a` and `b` times, in `total` orders;
/// `None` when it is too rare or not positively associated.
pub fn pair(together: i64, a: i64, b: i64, total: i64) -> Option<Association> {
    let s = |n: i64| n as f64 / total as f64;
    associate(together, total, s(a) * s(b), a.min(b))
}

/// A triple: `together` orders hold all three, `pairs` are the orders of its pairs `(AB, AC,
/// BC)` and `singles` of its products `(A, B, C)`.
pub fn triple(together: i64, pairs: (i64, i64, i64), singles: (i64, i64, i64), total: i64) -> Option<Association> {
    let s = |n: i64| n as f64 / total as f64;
    let expected = (s(pairs.0) * s(singles.2)).max(s(pairs.1) * s(singles.1)).max(s(pairs.2) * s(singles.0));
    associate(together, total, expected, singles.0.min(singles.1).min(singles.2))
}

fn associate(together: i64, total: i64, expected: f64, least: i64) -> Option<Association> {
    if total <= 0 || together < MIN_COMBINATION_ORDERS || least <= 0 {
        return None;
    }
    let support = together as f64 / total as f64;
    if support < MIN_SUPPORT || expected <= 0.0 || support <= expected {
        return None;
    }
    Some(Association {
        support,
        confidence: together as f64 / least as f64,
        lift: support / expected,
        leverage: support - expected,
    })
}

/// The evidence about `B` as a complement of `A`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Evidence {
    /// Orders holding both.
    pub orders_together: i64,
    /// Visits adding both to the cart.
    pub co_adds: i64,
    /// Views of links showing both.
    pub co_views: i64,
}

/// What is known of `A` itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Base {
    /// Orders holding `A`.
    pub orders: i64,
    /// Its adds to cart.
    pub adds: i64,
    /// Its views.
    pub views: i64,
    /// All attributed orders.
    pub total_orders: i64,
}

/// The combination score (0–100, two decimals) of `B` as a complement of `A`; `orders_b` are
/// the orders holding `B`.
pub fn complement(base: &Base, e: &Evidence, orders_b: i64) -> f64 {
    let score = if base.orders >= MIN_ORDERS && base.total_orders > 0 {
        let share_b = orders_b as f64 / base.total_orders as f64;
        let confidence = (e.orders_together as f64 + ALPHA * share_b) / (base.orders as f64 + ALPHA);
        (confidence - share_b).max(0.0)
    } else {
        let together = raw_score(e.co_views, e.co_adds, e.orders_together) as f64;
        let alone = raw_score(base.views, base.adds, base.orders) as f64;
        (together / (alone + ALPHA)).clamp(0.0, 1.0)
    };
    (score * 10_000.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strong_pair_outranks_a_weaker_one_and_independent_best_sellers_are_no_pair() {
        // 1000 orders: A+B in 300, C+D in 100, E and F each in half, independently (250 both).
        let ab = pair(300, 300, 300, 1000).expect("A+B");
        let cd = pair(100, 100, 100, 1000).expect("C+D");
        assert!(ab.leverage > cd.leverage, "{ab:?} {cd:?}");
        assert_eq!(pair(250, 500, 500, 1000), None, "independent: no lift");
        assert_eq!(pair(2, 2, 2, 1000), None, "too few orders");
        assert_eq!(selling_score(50, 100), 50);
        assert_eq!(selling_score(0, 0), 0);
    }

    #[test]
    fn a_pair_plus_an_unrelated_product_is_no_triple() {
        // A+B in 300 of 1000 orders, C in half of all orders independently: A+B+C in 150.
        assert_eq!(triple(150, (300, 150, 150), (300, 300, 500), 1000), None);
        // X, Y, Z only ever bought all three together.
        let xyz = triple(50, (50, 50, 50), (50, 50, 50), 1000).expect("X+Y+Z");
        assert!(xyz.lift > 1.0);
    }

    #[test]
    fn complements_follow_purchases_and_fall_back_on_visits() {
        let base = Base { orders: 300, adds: 0, views: 0, total_orders: 1000 };
        let b = complement(&base, &Evidence { orders_together: 300, ..Evidence::default() }, 300);
        let best_seller = complement(&base, &Evidence { orders_together: 150, ..Evidence::default() }, 500);
        assert!(b > best_seller && best_seller < 1.0, "{b} {best_seller}");
        let few = Base { orders: 0, adds: 10, views: 40, total_orders: 0 };
        let added = complement(&few, &Evidence { co_adds: 6, ..Evidence::default() }, 0);
        let seen = complement(&few, &Evidence { co_views: 6, ..Evidence::default() }, 0);
        assert!(added > seen && seen > 0.0, "{added} {seen}");
    }
}
