/**
 * The Settings page's state (docs/settings.md): the saved values and the draft, loaded after
 * mount (the settings, and the AI preferences where the merchant sets them; preferences that
 * fail to load leave their section out rather than the page), the server's field messages of
 * the last refused save, Discard and Save. Save runs `runSettingsSave`; a 422 puts the messages
 * next to their fields, any other failure opens the general error dialog.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchPreferences, fetchSettings, saveCollectionsPreferences, saveProductsPreferences, saveSettings } from '../api';
import { listsFromWire, type PreferenceLists } from '../preferences';
import { runSettingsSave } from '../saveFlow';
import { draftFromSettings, type SettingsDraft } from '../settingsDraft';
import { isDirty, type SettingsState } from '../settingsState';

export type SettingsLoad = 'loading' | 'failed' | 'ready';

export interface SettingsForm {
  load: SettingsLoad;
  /** Whether the preferences could not be loaded (their section says so). */
  preferencesFailed: boolean;
  draft: SettingsState | null;
  saved: SettingsState | null;
  dirty: boolean;
  updateSettings: (change: (settings: SettingsDraft) => SettingsDraft) => void;
  updatePreferences: (change: (lists: PreferenceLists) => PreferenceLists) => void;
  /** The server's messages (English) by field key, from the last refused save. */
  serverErrors: Readonly<Record<string, string>>;
  saving: boolean;
  /** A failure other than field messages: the general error dialog shows while set. */
  failure: unknown;
  clearFailure: () => void;
  /** Bumped after each successful save (the approval message, the swaps' refresh). */
  savedCount: number;
  discard: () => void;
  save: () => void;
}

export function useSettingsForm(businessId: string, withPreferences: boolean): SettingsForm {
  const [load, setLoad] = useState<SettingsLoad>('loading');
  const [preferencesFailed, setPreferencesFailed] = useState(false);
  const [saved, setSaved] = useState<SettingsState | null>(null);
  const [draft, setDraft] = useState<SettingsState | null>(null);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [savedCount, setSavedCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const preferences = withPreferences
      ? fetchPreferences(businessId, signal).then(listsFromWire, (error: unknown) => {
          if (!signal.aborted) {
            console.warn('Loading the AI preferences failed', error);
            setPreferencesFailed(true);
          }
          return null;
        })
      : Promise.resolve(null);
    Promise.all([fetchSettings(businessId, signal), preferences]).then(
      ([settings, lists]) => {
        if (signal.aborted) return;
        const loaded = { settings: draftFromSettings(settings), preferences: lists };
        setSaved(loaded);
        setDraft(loaded);
        setLoad('ready');
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.error('Loading the settings failed', error);
        setLoad('failed');
      },
    );
    return () => controller.abort();
  }, [businessId, withPreferences]);

  const updateSettings = useCallback((change: (settings: SettingsDraft) => SettingsDraft) => {
    setDraft((current) => (current ? { ...current, settings: change(current.settings) } : current));
  }, []);

  const updatePreferences = useCallback((change: (lists: PreferenceLists) => PreferenceLists) => {
    setDraft((current) => (current?.preferences ? { ...current, preferences: change(current.preferences) } : current));
  }, []);

  const discard = () => {
    setDraft(saved);
    setServerErrors({});
  };

  const save = async () => {
    if (!draft || !saved || saving) return;
    setSaving(true);
    setServerErrors({});
    const result = await runSettingsSave(draft, saved, {
      saveSettings: (settings) => saveSettings(businessId, settings),
      saveProducts: (body) => saveProductsPreferences(businessId, body),
      saveCollections: (body) => saveCollectionsPreferences(businessId, body),
    });
    setSaving(false);
    setSaved(result.saved);
    if (!result.problem) {
      // The values as the server stored them (trimmed, the measurement id upper-cased). Nothing
      // on the client holds the user details between pages: home reads them afresh each time it
      // opens, so its to-do list follows this save. (The product brief also clears cached social
      // posts here; the shopboard that would cache them is not built yet.)
      setDraft(result.saved);
      setSavedCount((count) => count + 1);
    } else if (result.problem.kind === 'fields') {
      setServerErrors(result.problem.fields);
    } else {
      console.error('Saving the settings failed', result.problem.error);
      setFailure(result.problem.error);
    }
  };

  return {
    load,
    preferencesFailed,
    draft,
    saved,
    dirty: draft !== null && saved !== null && isDirty(draft, saved),
    updateSettings,
    updatePreferences,
    serverErrors,
    saving,
    failure,
    clearFailure: () => setFailure(null),
    savedCount,
    discard,
    save: () => void save(),
  };
}
