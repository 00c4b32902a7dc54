/**
 * The three sections' collapsed heights and their See all / Hide rule. The product brief gives two
 * collapsed sizes, 115 px and 147 px: 115 is one row of product cards (picture, title, selling
 * score and availability, the quick-link button), 147 one row of the taller cards, a combination
 * (pictures side by side with the button, the titles, what it sells like) and a complementary
 * product (a product card plus its combination score). Each section's rows are that tall, so
 * collapsed shows exactly its first row. docs/trends.md#the-page.
 */
export const COLLAPSED_HEIGHT = {
  topProducts: 115,
  combinations: 147,
  complementary: 147,
} as const;

export type TrendSectionId = keyof typeof COLLAPSED_HEIGHT;

/**
 * A card's narrowest width before the grid drops a column: a combination's titles share one
 * line, so its cards are wider.
 */
export const CARD_MIN_WIDTH: Readonly<Record<TrendSectionId, number>> = {
  topProducts: 300,
  combinations: 400,
  complementary: 300,
};

/**
 * Whether the section offers See all / Hide: while its list is taller than the collapsed size,
 * and always once opened (so Hide stays until pressed).
 */
export function offersToggle(listHeight: number, collapsedHeight: number, expanded: boolean): boolean {
  return expanded || listHeight > collapsedHeight + 1;
}

/** The toggle's label: See all while collapsed, Hide while open. */
export function toggleLabelKey(expanded: boolean): 'trends.seeAll' | 'trends.hide' {
  return expanded ? 'trends.hide' : 'trends.seeAll';
}

/** The list's height limit: the collapsed size, or none once open. */
export function listMaxHeight(section: TrendSectionId, expanded: boolean): string {
  return expanded ? 'none' : `${COLLAPSED_HEIGHT[section]}px`;
}
