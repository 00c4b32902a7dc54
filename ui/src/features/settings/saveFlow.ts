/**
 * Save (docs/settings.md#saving), with its calls injected so it is tested as is: the settings
 * first, then each kind of AI preferences that changed, one call each, stopping at the first
 * refusal. What was stored before a refusal stays saved (the answer tells what the server kept),
 * so the page's saved values follow the server part by part and the change strip shows only what
 * is still unsaved.
 */
import type { CollectionsPreferences } from '../../generated/CollectionsPreferences';
import type { CollectionsPreferencesBody } from '../../generated/CollectionsPreferencesBody';
import type { ProductsPreferences } from '../../generated/ProductsPreferences';
import type { ProductsPreferencesBody } from '../../generated/ProductsPreferencesBody';
import { ApiError } from '../../lib/api';
import { changedKinds, collectionsBody, productsBody, withList, type PreferenceLists } from './preferences';
import { draftFromSettings, sameSettings, settingsBody } from './settingsDraft';
import type { SettingsState } from './settingsState';
import type { BusinessSettings } from '../../generated/BusinessSettings';

export interface SaveDeps {
  saveSettings: (settings: BusinessSettings) => Promise<BusinessSettings>;
  saveProducts: (body: ProductsPreferencesBody) => Promise<ProductsPreferences>;
  saveCollections: (body: CollectionsPreferencesBody) => Promise<CollectionsPreferences>;
}

/** A refused save: the server's messages by field (422), or any other failure (the error dialog). */
export type SaveProblem = { kind: 'fields'; fields: Readonly<Record<string, string>> } | { kind: 'failed'; error: unknown };

export interface SaveResult {
  /** What is saved now: the server's answers for the parts stored, the previous values for the rest. */
  saved: SettingsState;
  problem: SaveProblem | null;
}

function problemOf(error: unknown): SaveProblem {
  if (error instanceof ApiError && error.status === 422) {
    const fields = Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => !!entry[1]));
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'failed', error };
}

export async function runSettingsSave(draft: SettingsState, saved: SettingsState, deps: SaveDeps): Promise<SaveResult> {
  let now = saved;
  try {
    if (!sameSettings(draft.settings, saved.settings)) {
      const stored = await deps.saveSettings(settingsBody(draft.settings));
      now = { ...now, settings: draftFromSettings(stored) };
    }
    if (draft.preferences && now.preferences) {
      let lists: PreferenceLists = now.preferences;
      for (const kind of changedKinds(draft.preferences, lists)) {
        if (kind === 'products') {
          const stored = await deps.saveProducts(productsBody(draft.preferences));
          lists = withList(withList(lists, 'promote', kind, stored.prefered_product_ids), 'exclude', kind, stored.exclude_product_ids);
        } else {
          const stored = await deps.saveCollections(collectionsBody(draft.preferences));
          lists = withList(withList(lists, 'promote', kind, stored.prefered_collection_ids), 'exclude', kind, stored.exclude_collection_ids);
        }
        now = { ...now, preferences: lists };
      }
    }
    return { saved: now, problem: null };
  } catch (error) {
    return { saved: now, problem: problemOf(error) };
  }
}
