/**
 * The whole page's values: the settings and, where the merchant may set them and they loaded,
 * the AI preferences. The change strip shows while the draft differs from what is saved; Save
 * waits while a value is known to be refused.
 */
import { changedKinds, conflictingKinds, type PreferenceLists } from './preferences';
import { invalidFields, sameSettings, type SettingsDraft } from './settingsDraft';

export interface SettingsState {
  settings: SettingsDraft;
  /** Null: not the merchant's to set, or not loaded. */
  preferences: PreferenceLists | null;
}

/** Whether any value differs from the saved one. */
export function isDirty(draft: SettingsState, saved: SettingsState): boolean {
  if (!sameSettings(draft.settings, saved.settings)) return true;
  return draft.preferences !== null && saved.preferences !== null && changedKinds(draft.preferences, saved.preferences).length > 0;
}

/** Changed, and nothing the page already knows the server would refuse. */
export function canSave(draft: SettingsState, saved: SettingsState, domains: readonly string[]): boolean {
  return (
    isDirty(draft, saved) &&
    invalidFields(draft.settings, domains).length === 0 &&
    (draft.preferences === null || conflictingKinds(draft.preferences).length === 0)
  );
}
