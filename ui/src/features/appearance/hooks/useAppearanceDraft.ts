/**
 * The Appearance page's state (docs/appearance.md#the-page): the saved theme and options map, the drafts being
 * edited, whether they differ, Save and Discard.
 *
 * - Both are asked after mount; the options map separately, so a slow catalog never holds up
 *   the theme.
 * - Dirty: every theme field and the options map compared with what was saved (themeDraft.ts,
 *   optionsMap.ts). The bar appears once the draft has differed for 500 ms
 *   and leaves at once when nothing differs any more (after Save, Discard, or an edit undone).
 * - Save sends the theme and/or the map, whichever changed; each answer becomes the saved state,
 *   and the draft too unless it was edited while the call was out. A 422 puts the server's
 *   messages on their fields; any other failure opens the general error dialog.
 * - Discard restores the saved theme and asks the server for the options map again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OptionsMap } from '../../../generated/OptionsMap';
import type { OptionType } from '../../../generated/OptionType';
import type { Theme } from '../../../generated/Theme';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages } from '../../../lib/serverMessages';
import { fetchOptionsMap, fetchTheme, saveOptionsMap, saveTheme } from '../api';
import { mapForSave, optionFieldErrors, optionsChanged, withType, withValue, type OptionErrors } from '../optionsMap';
import { draftOf, themeChanged, themeForSave, themeTooLong } from '../themeDraft';

/** How long the draft must differ before the save bar shows (docs/dashboard.md#timings). */
export const DIRTY_DEBOUNCE_MS = 500;

export type LoadState = 'loading' | 'failed' | 'ready';

export interface AppearanceDraft {
  themeState: LoadState;
  optionsState: LoadState;
  draft: Theme | null;
  options: OptionsMap | null;
  /** Bumped whenever the options map is (re)loaded or saved: the mappers order their values again. */
  optionsVersion: number;
  dirty: boolean;
  canSave: boolean;
  saving: boolean;
  themeErrors: Readonly<Record<string, string>>;
  optionErrors: Readonly<Record<string, OptionErrors>>;
  /** The general error dialog is open. */
  saveFailed: boolean;
  /** Set after a save that went through, until the toast is done. */
  savedNotice: boolean;
  update: (change: Partial<Theme>) => void;
  setOptionType: (option: string, type: OptionType) => void;
  setOptionValue: (option: string, value: string, field: 'hex_value' | 'text_value', text: string) => void;
  save: () => void;
  discard: () => void;
  /** Loads the whole page again (after the theme failed to load). */
  reload: () => void;
  /** Asks for the options map again (after it failed to load). */
  retryOptions: () => void;
  closeSaveFailed: () => void;
  clearSavedNotice: () => void;
}

/** A 422 that names fields: its messages go on the fields; anything else opens the general dialog. */
const refusedFields = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Object.values(error.fields).some(Boolean);

export function useAppearanceDraft(businessId: string, onSaved: () => void): AppearanceDraft {
  const t = useT();
  const [themeState, setThemeState] = useState<LoadState>('loading');
  const [optionsState, setOptionsState] = useState<LoadState>('loading');
  const [saved, setSaved] = useState<Theme | null>(null);
  const [draft, setDraft] = useState<Theme | null>(null);
  const [savedOptions, setSavedOptions] = useState<OptionsMap | null>(null);
  const [options, setOptions] = useState<OptionsMap | null>(null);
  const [optionsVersion, setOptionsVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const [themeErrors, setThemeErrors] = useState<Record<string, string>>({});
  const [optionErrors, setOptionErrors] = useState<Record<string, OptionErrors>>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const [savedNotice, setSavedNotice] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);

  const adoptOptions = useCallback((map: OptionsMap) => {
    setSavedOptions(map);
    setOptions(map);
    setOptionsVersion((v) => v + 1);
    setOptionsState('ready');
  }, []);

  const loadOptions = useCallback(
    (signal?: AbortSignal) => {
      setOptionsState('loading');
      fetchOptionsMap(signal).then(
        (map) => !signal?.aborted && live.current && adoptOptions(map),
        (error: unknown) => {
          if (signal?.aborted || !live.current) return;
          console.error('Loading the options map failed', error);
          setOptionsState('failed');
        },
      );
    },
    [adoptOptions],
  );

  useEffect(() => {
    live.current = true;
    const controller = new AbortController();
    setThemeState('loading');
    fetchTheme(businessId, controller.signal).then(
      (out) => {
        if (controller.signal.aborted) return;
        setSaved(out.theme);
        setDraft(draftOf(out.theme));
        setThemeState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the theme failed', error);
        setThemeState('failed');
      },
    );
    loadOptions(controller.signal);
    return () => {
      live.current = false;
      controller.abort();
    };
  }, [businessId, loadOptions, attempt]);

  const themeDirty = draft !== null && saved !== null && themeChanged(draft, saved);
  const optionsDirty = options !== null && savedOptions !== null && optionsChanged(options, savedOptions);
  const dirtyNow = themeDirty || optionsDirty;
  const settled = useDebouncedValue(dirtyNow, DIRTY_DEBOUNCE_MS);

  const update = useCallback((change: Partial<Theme>) => {
    setDraft((current) => (current ? { ...current, ...change } : current));
    setThemeErrors((current) => {
      const keys = Object.keys(change).filter((key) => key in current);
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const setOptionType = useCallback((option: string, type: OptionType) => {
    setOptions((current) => (current ? withType(current, option, type) : current));
  }, []);

  const setOptionValue = useCallback((option: string, value: string, field: 'hex_value' | 'text_value', text: string) => {
    setOptions((current) => (current ? withValue(current, option, value, field, text) : current));
  }, []);

  // The latest drafts, for telling whether one was edited while a save was out.
  const latest = useRef({ draft, options });
  latest.current = { draft, options };

  const save = async () => {
    if (saving || !draft || !saved) return;
    setSaving(true);
    setThemeErrors({});
    setOptionErrors({});
    let failed = false;
    let general = false;
    if (themeDirty) {
      const sentDraft = draft;
      try {
        const out = await saveTheme(businessId, themeForSave(draft));
        setSaved(out.theme);
        if (latest.current.draft === sentDraft) setDraft(draftOf(out.theme));
      } catch (error) {
        failed = true;
        if (refusedFields(error)) {
          setThemeErrors(fieldMessages(t, error));
        } else {
          general = true;
          console.error('Saving the theme failed', error);
        }
      }
    }
    if (optionsDirty && options) {
      const sentOptions = options;
      const body = mapForSave(options);
      try {
        const out = await saveOptionsMap(body);
        setSavedOptions(out);
        if (latest.current.options === sentOptions) {
          setOptions(out);
          setOptionsVersion((v) => v + 1);
        }
      } catch (error) {
        failed = true;
        if (refusedFields(error)) {
          setOptionErrors(optionFieldErrors(body, fieldMessages(t, error)));
        } else {
          general = true;
          console.error('Saving the options map failed', error);
        }
      }
    }
    if (!live.current) return;
    setSaving(false);
    if (general) setSaveFailed(true);
    if (!failed) {
      setSavedNotice(true);
      onSaved();
    }
  };

  const discard = () => {
    if (saving || !saved) return;
    setDraft(draftOf(saved));
    setOptions(savedOptions);
    setThemeErrors({});
    setOptionErrors({});
    loadOptions();
  };

  const clearSavedNotice = useCallback(() => setSavedNotice(false), []);

  return {
    themeState,
    optionsState,
    draft,
    options,
    optionsVersion,
    dirty: dirtyNow && settled,
    canSave: draft !== null && !themeTooLong(draft),
    saving,
    themeErrors,
    optionErrors,
    saveFailed,
    savedNotice,
    update,
    setOptionType,
    setOptionValue,
    save: () => void save(),
    discard,
    reload: () => setAttempt((n) => n + 1),
    retryOptions: () => loadOptions(),
    closeSaveFailed: () => setSaveFailed(false),
    clearSavedNotice,
  };
}
