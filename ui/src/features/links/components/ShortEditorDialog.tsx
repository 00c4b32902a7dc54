/**
 * The short editor, create and edit (docs/links.md#editors): 700 wide; the target type
 * (one product, one collection, or a custom URL on a store domain), title, promocode, and for
 * admins the influencer and tracking tags.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { chooseShortCollection, chooseShortProduct, setShortTarget, shortValid } from '../../../domain/links/editorState';
import { useDomains } from '../../../domain/links/editor/useDomains';
import { useLinkEditor } from '../hooks/useLinkEditor';
import { CollectionPicker } from '../../../domain/links/pickers/CollectionPicker';
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import { AdminLinkFields } from './AdminLinkFields';
import { AvailabilityWarning } from '../../../domain/links/AvailabilityWarning';
import { ChosenItems, collectionItem, productItem } from '../../../domain/links/editor/ChosenItems';
import { CustomUrlField } from '../../../domain/links/editor/CustomUrlField';
import { EditorFrame } from '../../../domain/links/editor/EditorFrame';
import type { EditorProps } from './LinkEditor';
import { PromocodeField } from '../../../domain/links/editor/PromocodeField';
import { ShortTargetChoice } from './ShortTargetChoice';
import { TitleField } from '../../../domain/links/editor/TitleField';

/** Short edit dialog width on desktop (docs/links.md#editors). */
const SHORT_DIALOG_WIDTH = 700;

export function ShortEditorDialog({ user, linkId, influencer, onClose, onSaved }: EditorProps) {
  const t = useT();
  const domains = useDomains();
  const { draft, update, influencers, savedInfluencer, promocode, frame } = useLinkEditor('SHORT', user, linkId, onClose, onSaved, (d) => shortValid(d, domains), influencer);
  const [picker, setPicker] = useState<'product' | 'collection' | null>(null);

  return (
    <EditorFrame
      title={t(linkId === null ? 'edit.title.createShort' : 'edit.title.editShort')}
      width={SHORT_DIALOG_WIDTH}
      {...frame}
    >
      {draft && (
        <Form data-short-form="">
          <ShortTargetChoice value={draft.target} onChange={(target) => update((d) => setShortTarget(d, target))} />
          {draft.target === 'product' && (
            <ChosenItems
              label={t('edit.target.product')}
              addLabel={t('edit.chooseProduct')}
              onAdd={() => setPicker('product')}
              items={draft.products.map((p) => productItem(p))}
            />
          )}
          {draft.target === 'product' && <AvailabilityWarning products={draft.products} kind="SHORT" />}
          {draft.target === 'collection' && (
            <ChosenItems
              label={t('edit.target.collection')}
              addLabel={t('edit.chooseCollection')}
              onAdd={() => setPicker('collection')}
              items={draft.collections.map((c) => collectionItem(c))}
            />
          )}
          {draft.target === 'custom' && (
            <CustomUrlField value={draft.url} domains={domains} onChange={(url) => update((d) => ({ ...d, url }))} />
          )}
          <TitleField value={draft.title} onChange={(title) => update((d) => ({ ...d, title }))} />
          <PromocodeField {...promocode} value={draft.promocode} />
          <AdminLinkFields user={user} influencers={influencers} savedInfluencer={savedInfluencer} draft={draft} update={update} />
        </Form>
      )}
      {draft && picker === 'product' && (
        <ProductPicker
          initialSelected={draft.products}
          min={1}
          max={1}
          onCancel={() => setPicker(null)}
          onDone={([product]) => {
            setPicker(null);
            if (product?.url) update((d) => chooseShortProduct(d, product));
          }}
        />
      )}
      {draft && picker === 'collection' && (
        <CollectionPicker
          initialSelected={draft.collections}
          min={1}
          max={1}
          onCancel={() => setPicker(null)}
          onDone={([collection]) => {
            setPicker(null);
            if (collection) update((d) => chooseShortCollection(d, collection));
          }}
        />
      )}
    </EditorFrame>
  );
}

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
