/**
 * Which influencers' rows the insights table shows (docs/analytics.md#analytics-page). `null` is
 * the default, everyone (influencers that appear in a later range included); otherwise the
 * usernames chosen. The dropdown's search narrows the list it shows; Select All and Unselect All
 * tick or untick every influencer listed, and Clear puts the filter back as the page opened.
 */
export type Selection = ReadonlySet<string> | null;

/** Everyone, as the page opens (Clear). */
export const EVERYONE: Selection = null;

export const isSelected = (selection: Selection, username: string): boolean =>
  selection === null || selection.has(username);

/** The usernames the dropdown lists for a search (case-insensitive, anywhere in the name). */
export function matching(usernames: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? usernames.filter((username) => username.toLowerCase().includes(needle)) : [...usernames];
}

/** Back to `null` when every influencer is chosen, so later ones are included too. */
function normalise(chosen: Set<string>, all: readonly string[]): Selection {
  return all.every((username) => chosen.has(username)) ? EVERYONE : chosen;
}

const chosenOf = (selection: Selection, all: readonly string[]) => new Set(selection ?? all);

/** Ticks every listed influencer. */
export function selectAll(selection: Selection, listed: readonly string[], all: readonly string[]): Selection {
  const chosen = chosenOf(selection, all);
  for (const username of listed) chosen.add(username);
  return normalise(chosen, all);
}

/** Unticks every listed influencer. */
export function unselectAll(selection: Selection, listed: readonly string[], all: readonly string[]): Selection {
  const chosen = chosenOf(selection, all);
  for (const username of listed) chosen.delete(username);
  return normalise(chosen, all);
}

export function toggle(selection: Selection, username: string, all: readonly string[]): Selection {
  const chosen = chosenOf(selection, all);
  if (chosen.has(username)) chosen.delete(username);
  else chosen.add(username);
  return normalise(chosen, all);
}

/** How many of `all` are chosen (the dropdown's label). */
export const selectedCount = (selection: Selection, all: readonly string[]): number =>
  all.filter((username) => isSelected(selection, username)).length;

/** The rows to show, in their order. */
export const selectedRows = <T extends { username: string }>(rows: readonly T[], selection: Selection): T[] =>
  rows.filter((row) => isSelected(selection, row.username));
