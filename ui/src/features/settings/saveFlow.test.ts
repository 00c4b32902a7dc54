import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { withList, type PreferenceLists } from './preferences';
import { runSettingsSave, type SaveDeps } from './saveFlow';
import { draftFromSettings } from './settingsDraft';
import type { SettingsState } from './settingsState';
import { testSettings } from './testSettings';

const NONE: PreferenceLists = { promote: { products: [], collections: [] }, exclude: { products: [], collections: [] } };
const saved: SettingsState = { settings: draftFromSettings(testSettings()), preferences: NONE };

function deps(overrides: Partial<SaveDeps> = {}): SaveDeps {
  return {
    saveSettings: vi.fn(async (settings) => settings),
    saveProducts: vi.fn(async (body) => ({ prefered_product_ids: body.prefered_product_ids ?? [], exclude_product_ids: body.exclude_product_ids ?? [] })),
    saveCollections: vi.fn(async (body) => ({
      prefered_collection_ids: body.prefered_collection_ids ?? [],
      exclude_collection_ids: body.exclude_collection_ids ?? [],
    })),
    ...overrides,
  };
}

describe('saving the settings page', () => {
  it('sends only what changed and takes the values as the server stored them', async () => {
    const calls = deps({ saveSettings: vi.fn(async (settings) => ({ ...settings, google_analytics_id: 'G-AB12CD' })) });
    const draft = { ...saved, settings: { ...saved.settings, measurementId: 'g-ab12cd ' } };
    const result = await runSettingsSave(draft, saved, calls);
    expect(result.problem).toBeNull();
    expect(result.saved.settings.measurementId).toBe('G-AB12CD');
    expect(calls.saveSettings).toHaveBeenCalledTimes(1);
    expect(calls.saveProducts).not.toHaveBeenCalled();
    expect(calls.saveCollections).not.toHaveBeenCalled();
  });

  it('saves a changed preference list through its own call', async () => {
    const calls = deps();
    const draft = { ...saved, preferences: withList(NONE, 'exclude', 'collections', ['c1']) };
    const result = await runSettingsSave(draft, saved, calls);
    expect(calls.saveSettings).not.toHaveBeenCalled();
    expect(calls.saveCollections).toHaveBeenCalledWith({ prefered_collection_ids: [], exclude_collection_ids: ['c1'] });
    expect(result.saved.preferences?.exclude.collections).toEqual(['c1']);
  });

  it('hands back the field messages of a refusal, with nothing saved', async () => {
    const refusal = new ApiError(422, 'validation_failed', 'Invalid', { facebook_pixel_id: 'A pixel id is 15 or 16 digits' });
    const calls = deps({ saveSettings: vi.fn(async () => Promise.reject(refusal)) });
    const draft = { settings: { ...saved.settings, pixelId: '12345' }, preferences: withList(NONE, 'promote', 'products', ['p1']) };
    const result = await runSettingsSave(draft, saved, calls);
    expect(result.problem).toEqual({ kind: 'fields', fields: { facebook_pixel_id: 'A pixel id is 15 or 16 digits' } });
    expect(result.saved).toBe(saved);
    expect(calls.saveProducts).not.toHaveBeenCalled();
  });

  it('keeps what was stored before a later call failed', async () => {
    const down = new ApiError(0, 'timeout', 'Request timed-out, please try again later.');
    const calls = deps({ saveProducts: vi.fn(async () => Promise.reject(down)) });
    const draft = { settings: { ...saved.settings, autoSwap: true }, preferences: withList(NONE, 'promote', 'products', ['p1']) };
    const result = await runSettingsSave(draft, saved, calls);
    expect(result.problem).toEqual({ kind: 'failed', error: down });
    expect(result.saved.settings.autoSwap).toBe(true);
    expect(result.saved.preferences).toEqual(NONE);
  });
});
