import { describe, expect, it } from 'vitest';
import { withList, type PreferenceLists } from './preferences';
import { draftFromSettings } from './settingsDraft';
import { canSave, isDirty, type SettingsState } from './settingsState';
import { testSettings } from './testSettings';

const NONE: PreferenceLists = { promote: { products: [], collections: [] }, exclude: { products: [], collections: [] } };
const saved: SettingsState = { settings: draftFromSettings(testSettings()), preferences: NONE };
const STORE = ['https://acme.myshopify.com'];

describe('the change strip', () => {
  it('hides while nothing differs from the saved values', () => {
    expect(isDirty(saved, saved)).toBe(false);
    expect(isDirty({ ...saved, settings: { ...saved.settings, pixelId: ' ' } }, saved)).toBe(false);
  });

  it('shows for a changed setting or a changed preference list', () => {
    expect(isDirty({ ...saved, settings: { ...saved.settings, autoSwap: true } }, saved)).toBe(true);
    expect(isDirty({ ...saved, preferences: withList(NONE, 'promote', 'products', ['p1']) }, saved)).toBe(true);
    const two = withList(NONE, 'exclude', 'collections', ['c1', 'c2']);
    expect(isDirty({ ...saved, preferences: withList(two, 'exclude', 'collections', ['c2', 'c1']) }, { ...saved, preferences: two })).toBe(true);
  });

  it('ignores the preferences when the page does not hold them', () => {
    const without = { ...saved, preferences: null };
    expect(isDirty(without, without)).toBe(false);
  });
});

describe('Save', () => {
  it('waits for a change', () => {
    expect(canSave(saved, saved, STORE)).toBe(false);
  });

  it('is refused while an id breaks its format', () => {
    expect(canSave({ ...saved, settings: { ...saved.settings, pixelId: '12345' } }, saved, STORE)).toBe(false);
    expect(canSave({ ...saved, settings: { ...saved.settings, pixelId: '123456789012345' } }, saved, STORE)).toBe(true);
  });

  it('is refused while an id is both promoted and excluded', () => {
    const both = withList(withList(NONE, 'promote', 'products', ['p1']), 'exclude', 'products', ['p1']);
    expect(canSave({ ...saved, preferences: both }, saved, STORE)).toBe(false);
  });
});
