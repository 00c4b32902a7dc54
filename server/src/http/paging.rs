//! `count` and `skip` of paged lists and tables, with the `next_skip` they answer.

use serde::Deserialize;

/// The query of a paged table.
#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    /// Rows wanted.
    pub count: Option<i64>,
    /// Rows to skip.
    pub skip: Option<i64>,
}

/// A checked page: `count` within `1..=max` (default `default`), `skip` not negative.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// Rows wanted.
    pub count: i64,
    /// Rows skipped.
    pub skip: i64,
}

impl Page {
    /// Clamps the query.
    pub fn of(query: &PageQuery, default: i64, max: i64) -> Self {
        Page { count: query.count.unwrap_or(default).clamp(1, max), skip: query.skip.unwrap_or(0).max(0) }
    }

    /// `next_skip` after serving a page of which `more` says whether rows are left.
    pub fn next_skip(&self, more: bool) -> Option<i64> {
        more.then_some(self.skip + self.count)
    }

    /// Rows fetched with `offset(skip).limit(count + 1)`: this page and its `next_skip`.
    pub fn finish<T>(&self, mut rows: Vec<T>) -> (Vec<T>, Option<i64>) {
        let more = rows.len() as i64 > self.count;
        rows.truncate(usize::try_from(self.count).unwrap_or(0));
        (rows, self.next_skip(more))
    }

    /// This page of an already ordered list; whether rows are left after it.
    pub fn slice<T>(&self, mut rows: Vec<T>) -> (Vec<T>, bool) {
        let skip = usize::try_from(self.skip).unwrap_or(usize::MAX).min(rows.len());
        let count = usize::try_from(self.count).unwrap_or(0);
        let mut page: Vec<T> = rows.drain(skip..).collect();
        let more = page.len() > count;
        page.truncate(count);
        (page, more)
    }
}
