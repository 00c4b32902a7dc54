/**
 * AI preferences: tabs Promote and Exclude, each with a Products and a Collections row showing how
 * many are chosen. Choose opens the link editors' product or collection picker with the list's
 * items selected (read back by id first); Done puts the picked ids in the draft, saved with the
 * rest of the page. A list holding ids of the other tab's list is flagged on the Exclude row,
 * where the server would refuse it.
 */
import { useState } from 'react';
import { TabBar, tabPanelProps } from '../../../components/TabBar';
import { CollectionPicker } from '../../../domain/links/pickers/CollectionPicker';
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import { useT } from '../../../i18n/useT';
import type { Collection, Product } from '../../../domain/links/types';
import { usePickerItems } from '../hooks/usePickerItems';
import {
  conflictingKinds,
  MAX_PREFERENCE_IDS,
  PREFERENCE_FIELDS,
  PREFERENCE_KINDS,
  PREFERENCE_TABS,
  type PreferenceKind,
  type PreferenceLists,
  type PreferenceTab,
} from '../preferences';
import { Intro, SettingsSection } from './SettingsSection';
import { PreferenceRow } from './PreferenceRow';

interface Props {
  /** Null when they could not be loaded. */
  lists: PreferenceLists | null;
  onChange: (tab: PreferenceTab, kind: PreferenceKind, ids: string[]) => void;
  /** The server's message for a body field, in the page's language. */
  errorFor: (field: string) => string | undefined;
  /** Reading the chosen items back failed: the page's general error. */
  onFailure: (error: unknown) => void;
}

type OpenPicker =
  | { tab: PreferenceTab; kind: 'products'; items: Product[] }
  | { tab: PreferenceTab; kind: 'collections'; items: Collection[] };

const withItems = <T,>(chosen: T[] | null, open: (chosen: T[]) => OpenPicker): OpenPicker | null =>
  chosen === null ? null : open(chosen);

export function AiPreferencesSection({ lists, onChange, errorFor, onFailure }: Props) {
  const t = useT();
  const [tab, setTab] = useState<PreferenceTab>('promote');
  const [opening, setOpening] = useState<PreferenceKind | null>(null);
  const [picker, setPicker] = useState<OpenPicker | null>(null);
  const items = usePickerItems();

  if (!lists) {
    return (
      <SettingsSection id="aiPreferences" title={t('settings.preferences.title')}>
        <Intro>{t('settings.preferences.loadFailed')}</Intro>
      </SettingsSection>
    );
  }

  const conflicts = conflictingKinds(lists);
  const choose = async (kind: PreferenceKind) => {
    setOpening(kind);
    const ids = lists[tab][kind];
    const open: OpenPicker | null =
      kind === 'products'
        ? withItems(await items.products(ids), (chosen) => ({ tab, kind, items: chosen }))
        : withItems(await items.collections(ids), (chosen) => ({ tab, kind, items: chosen }));
    setOpening(null);
    if (open) setPicker(open);
    else onFailure(new Error('The chosen items could not be read'));
  };

  const listName = (forTab: PreferenceTab, kind: PreferenceKind) => t(`settings.preferences.list.${forTab}.${kind}`);

  return (
    <SettingsSection id="aiPreferences" title={t('settings.preferences.title')}>
      <TabBar
        label={t('settings.preferences.tabs')}
        idPrefix="preferences"
        tabs={PREFERENCE_TABS.map((id) => ({ id, label: t(`settings.preferences.tab.${id}`) }))}
        selected={tab}
        onSelect={setTab}
      />
      <div {...tabPanelProps('preferences', tab)} data-preferences-tab={tab}>
        <Intro>{t(`settings.preferences.intro.${tab}`)}</Intro>
        {PREFERENCE_KINDS.map((kind) => {
          const serverError = errorFor(PREFERENCE_FIELDS[tab][kind]);
          const conflict = tab === 'exclude' && conflicts.includes(kind) ? t('settings.preferences.conflict') : undefined;
          return (
            <PreferenceRow
              key={kind}
              marker={`${tab}-${kind}`}
              label={t(`settings.preferences.${kind}`)}
              listName={listName(tab, kind)}
              count={lists[tab][kind].length}
              opening={opening === kind}
              onChoose={() => void choose(kind)}
              error={serverError ?? conflict}
            />
          );
        })}
      </div>
      {picker?.kind === 'products' && (
        <ProductPicker
          title={listName(picker.tab, 'products')}
          initialSelected={picker.items}
          min={0}
          max={MAX_PREFERENCE_IDS}
          onCancel={() => setPicker(null)}
          onDone={(products) => {
            items.remember({ products });
            onChange(picker.tab, 'products', products.map((product) => product.inventory_id));
            setPicker(null);
          }}
        />
      )}
      {picker?.kind === 'collections' && (
        <CollectionPicker
          title={listName(picker.tab, 'collections')}
          initialSelected={picker.items}
          min={0}
          max={MAX_PREFERENCE_IDS}
          onCancel={() => setPicker(null)}
          onDone={(collections) => {
            items.remember({ collections });
            onChange(picker.tab, 'collections', collections.map((collection) => collection.collection_id));
            setPicker(null);
          }}
        />
      )}
    </SettingsSection>
  );
}
