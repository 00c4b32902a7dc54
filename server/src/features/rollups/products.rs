//! Products in the rollups, for trends (docs/trends.md): per product the attributed orders
//! holding it, its units and line revenue; per pair and triple of products the attributed
//! orders holding them together; per pair the visits that added both to a cart. Kept as
//! changes, like the daily rows: an order's write takes off what its basket counted for and adds
//! what it counts for now.

use std::collections::BTreeMap;

use diesel::prelude::*;
use diesel::upsert::excluded;

use crate::db::schema::{product_pair_stats as pairs, product_sales_stats as sales, product_triple_stats as triples};
use crate::db::DbConnection;
use crate::error::AppResult;

/// An order of more distinct products than this adds no triples: a big basket says little
/// about which of its products go together, and its triples grow with the cube of its size.
pub const TRIPLE_MAX_PRODUCTS: usize = 12;

/// Rows per multi-row upsert.
const CHUNK: usize = 1_000;

/// What an order holds: units and line revenue (minor units) per store product id (`orders`
/// hands it over; lines without a product, such as a tip, are left out).
pub type Basket = BTreeMap<String, (i64, i64)>;

/// Changes to the product rows of one business.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ProductChanges {
    /// Orders, units, revenue per product.
    products: BTreeMap<String, (i64, i64, i64)>,
    /// Orders and co-adds per pair.
    pairs: BTreeMap<(String, String), (i64, i64)>,
    /// Orders per triple.
    triples: BTreeMap<(String, String, String), i64>,
}

impl ProductChanges {
    /// Counts `basket` as one order (`sign` 1), or takes it off (`sign` −1).
    pub fn order(&mut self, basket: &Basket, sign: i64) {
        for (product, (units, revenue)) in basket {
            let row = self.products.entry(product.clone()).or_default();
            row.0 += sign;
            row.1 += sign * units;
            row.2 += sign * revenue;
        }
        let ids: Vec<&String> = basket.keys().collect();
        for (i, a) in ids.iter().enumerate() {
            for b in &ids[i + 1..] {
                self.pairs.entry(((*a).clone(), (*b).clone())).or_default().0 += sign;
            }
        }
        if ids.len() <= TRIPLE_MAX_PRODUCTS {
            for (i, a) in ids.iter().enumerate() {
                for (j, b) in ids.iter().enumerate().skip(i + 1) {
                    for c in &ids[j + 1..] {
                        *self.triples.entry(((*a).clone(), (*b).clone(), (*c).clone())).or_default() += sign;
                    }
                }
            }
        }
    }

    /// One visit added both `a` and `b` to its cart.
    pub fn co_add(&mut self, a: &str, b: &str) {
        if a == b {
            return;
        }
        let key = if a < b { (a.to_owned(), b.to_owned()) } else { (b.to_owned(), a.to_owned()) };
        self.pairs.entry(key).or_default().1 += 1;
    }

    /// Whether nothing changes.
    pub fn is_empty(&self) -> bool {
        self.products.is_empty() && self.pairs.is_empty() && self.triples.is_empty()
    }

    /// Adds the changes to `business_id`'s rows (in the caller's transaction).
    pub fn apply(&self, conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
        let products: Vec<_> = self
            .products
            .iter()
            .filter(|(_, c)| **c != (0, 0, 0))
            .map(|(p, (orders, units, revenue))| {
                (
                    sales::business_id.eq(business_id),
                    sales::product_shopify_id.eq(p.as_str()),
                    sales::orders.eq(*orders),
                    sales::units.eq(*units),
                    sales::revenue_minor.eq(*revenue),
                )
            })
            .collect();
        let pair_rows: Vec<_> = self
            .pairs
            .iter()
            .filter(|(_, c)| **c != (0, 0))
            .map(|((a, b), (orders, co_adds))| {
                (
                    pairs::business_id.eq(business_id),
                    pairs::product_a.eq(a.as_str()),
                    pairs::product_b.eq(b.as_str()),
                    pairs::orders.eq(*orders),
                    pairs::co_adds.eq(*co_adds),
                )
            })
            .collect();
        let triple_rows: Vec<_> = self
            .triples
            .iter()
            .filter(|(_, n)| **n != 0)
            .map(|((a, b, c), orders)| {
                (
                    triples::business_id.eq(business_id),
                    triples::product_a.eq(a.as_str()),
                    triples::product_b.eq(b.as_str()),
                    triples::product_c.eq(c.as_str()),
                    triples::orders.eq(*orders),
                )
            })
            .collect();
        // `ON CONFLICT` is not offered on diesel's `MultiConnection`; the statements are the
        // same on both backends.
        macro_rules! upsert {
            ($conn:expr) => {{
                for chunk in products.chunks(CHUNK) {
                    diesel::insert_into(sales::table)
                        .values(chunk.to_vec())
                        .on_conflict((sales::business_id, sales::product_shopify_id))
                        .do_update()
                        .set((
                            sales::orders.eq(sales::orders + excluded(sales::orders)),
                            sales::units.eq(sales::units + excluded(sales::units)),
                            sales::revenue_minor.eq(sales::revenue_minor + excluded(sales::revenue_minor)),
                        ))
                        .execute($conn)?;
                }
                for chunk in pair_rows.chunks(CHUNK) {
                    diesel::insert_into(pairs::table)
                        .values(chunk.to_vec())
                        .on_conflict((pairs::business_id, pairs::product_a, pairs::product_b))
                        .do_update()
                        .set((
                            pairs::orders.eq(pairs::orders + excluded(pairs::orders)),
                            pairs::co_adds.eq(pairs::co_adds + excluded(pairs::co_adds)),
                        ))
                        .execute($conn)?;
                }
                for chunk in triple_rows.chunks(CHUNK) {
                    diesel::insert_into(triples::table)
                        .values(chunk.to_vec())
                        .on_conflict((triples::business_id, triples::product_a, triples::product_b, triples::product_c))
                        .do_update()
                        .set(triples::orders.eq(triples::orders + excluded(triples::orders)))
                        .execute($conn)?;
                }
            }};
        }
        match conn {
            DbConnection::Sqlite(c) => upsert!(c),
            DbConnection::Postgres(c) => upsert!(c),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn basket(ids: &[&str]) -> Basket {
        ids.iter().map(|id| ((*id).to_owned(), (1, 100))).collect()
    }

    #[test]
    fn an_order_counts_its_pairs_and_triples_once_and_a_replay_cancels_out() {
        let mut changes = ProductChanges::default();
        changes.order(&basket(&["a", "b", "c"]), 1);
        assert_eq!(changes.pairs.len(), 3);
        assert_eq!(changes.triples.len(), 1);
        changes.order(&basket(&["a", "b", "c"]), -1);
        assert!(changes.products.values().all(|c| *c == (0, 0, 0)));
        assert!(changes.pairs.values().all(|c| *c == (0, 0)));
        let big: Vec<String> = (0..=TRIPLE_MAX_PRODUCTS).map(|i| format!("p{i:02}")).collect();
        let mut changes = ProductChanges::default();
        changes.order(&basket(&big.iter().map(String::as_str).collect::<Vec<_>>()), 1);
        assert!(changes.triples.is_empty(), "a big basket adds pairs only");
        changes.co_add("z", "y");
        assert_eq!(changes.pairs.get(&("y".into(), "z".into())), Some(&(0, 1)));
    }
}
