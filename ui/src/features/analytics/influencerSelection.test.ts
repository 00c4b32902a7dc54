import { describe, expect, it } from 'vitest';
import {
  EVERYONE,
  isSelected,
  matching,
  selectAll,
  selectedCount,
  selectedRows,
  toggle,
  unselectAll,
  type Selection,
} from './influencerSelection';

const ALL = ['anna', 'bo', 'carla', 'annika'];
const rows = ALL.map((username) => ({ username }));
const shown = (selection: Selection) => selectedRows(rows, selection).map((row) => row.username);

describe('the influencer filter', () => {
  it('shows everyone by default', () => {
    expect(shown(EVERYONE)).toEqual(ALL);
    expect(selectedCount(EVERYONE, ALL)).toBe(4);
  });
  it('Unselect All leaves no row; Select All brings every row back', () => {
    const none = unselectAll(EVERYONE, ALL, ALL);
    expect(shown(none)).toEqual([]);
    expect(selectedCount(none, ALL)).toBe(0);
    expect(selectAll(none, ALL, ALL)).toBe(EVERYONE);
  });
  it('a tick toggles one row, and ticking the last one back means everyone again', () => {
    const withoutBo = toggle(EVERYONE, 'bo', ALL);
    expect(shown(withoutBo)).toEqual(['anna', 'carla', 'annika']);
    expect(isSelected(withoutBo, 'bo')).toBe(false);
    expect(toggle(withoutBo, 'bo', ALL)).toBe(EVERYONE);
  });
  it('the search narrows the list, and Select All / Unselect All act on what it lists', () => {
    const listed = matching(ALL, ' ANN ');
    expect(listed).toEqual(['anna', 'annika']);
    const onlyOthers = unselectAll(EVERYONE, listed, ALL);
    expect(shown(onlyOthers)).toEqual(['bo', 'carla']);
    const none = unselectAll(onlyOthers, ALL, ALL);
    expect(shown(selectAll(none, listed, ALL))).toEqual(['anna', 'annika']);
    expect(matching(ALL, '')).toEqual(ALL);
  });
  it('Clear puts the filter back as the page opened', () => {
    const none = unselectAll(EVERYONE, ALL, ALL);
    // Clear is EVERYONE, which also covers influencers that appear later.
    expect(shown(EVERYONE)).toEqual(ALL);
    expect(isSelected(EVERYONE, 'someone-new')).toBe(true);
    expect(isSelected(none, 'someone-new')).toBe(false);
  });
});
