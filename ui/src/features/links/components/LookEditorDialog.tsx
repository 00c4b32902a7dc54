/**
 * The link (look) editor, create and edit (docs/links.md#editors): 1100 wide on desktop,
 * full screen on mobile; images, title, products (1–15), collections, promocode, and for
 * admins the influencer and tracking tags; the live phone preview beside the form, which is the
 * public page (`storePage`) drawn from the draft. A new look may start with products named by its
 * address (trends' quick links) or found by the magic store, which also gives its photo and, when
 * it recognised nothing, a notice above the form.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';
import { COLLECTIONS_MAX, lookValid, PRODUCTS_MAX, PRODUCTS_MIN } from '../../../domain/links/editorState';
import { useLinkEditor } from '../hooks/useLinkEditor';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { usePrefilledProducts } from '../hooks/usePrefilledProducts';
import { CollectionPicker } from '../../../domain/links/pickers/CollectionPicker';
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import { AdminLinkFields } from './AdminLinkFields';
import { AvailabilityWarning } from '../../../domain/links/AvailabilityWarning';
import { ChosenItems, collectionItem, productItem } from '../../../domain/links/editor/ChosenItems';
import { EditorFrame } from '../../../domain/links/editor/EditorFrame';
import { ImagesField } from './ImagesField';
import { influencerImage } from '../influencerChoice';
import type { EditorProps } from './LinkEditor';
import { LinkPhonePreview } from '../../../domain/links/editor/LinkPhonePreview';
import { PromocodeField } from '../../../domain/links/editor/PromocodeField';
import { TitleField } from '../../../domain/links/editor/TitleField';

/** Link dialog width on desktop (docs/links.md#editors). */
const LINK_DIALOG_WIDTH = 1100;

export function LookEditorDialog({ user, linkId, influencer, products = [], images = [], notice = null, onClose, onSaved, storePage }: EditorProps) {
  const t = useT();
  const { draft, update, influencers, savedInfluencer, promocode, frame } = useLinkEditor('LOOK', user, linkId, onClose, onSaved, lookValid, influencer);
  usePrefilledProducts(products, update);
  const [picker, setPicker] = useState<'products' | 'collections' | null>(null);
  useMountEffect(() => {
    // An influencer's add-link flow starts with the product picker (docs/influencers.md); opened
    // after the editor's own dialog, so the picker's modal lies over it.
    if (influencer) setPicker('products');
    // Pictures already uploaded are the draft's as they are: Save has nothing to upload for them.
    if (images.length > 0) update((d) => ({ ...d, images: images.map((src) => ({ key: src, src })) }));
  });

  return (
    <EditorFrame
      title={t(linkId === null ? 'edit.title.createLink' : 'edit.title.editLink')}
      width={LINK_DIALOG_WIDTH}
      {...frame}
    >
      {draft && (
        <Layout>
          <Form data-link-form="">
            {notice && (
              <div data-editor-notice="">
                <Banner tone="info">{notice}</Banner>
              </div>
            )}
            <ImagesField images={draft.images} onChange={(images) => update((d) => ({ ...d, images }))} />
            <TitleField value={draft.title} onChange={(title) => update((d) => ({ ...d, title }))} />
            <ChosenItems
              label={t('edit.products')}
              hint={t('edit.productsHint', { max: PRODUCTS_MAX })}
              addLabel={t('edit.addProducts')}
              onAdd={() => setPicker('products')}
              onRemove={(id) => update((d) => ({ ...d, products: d.products.filter((p) => p.inventory_id !== id) }))}
              items={draft.products.map((p) => productItem(p, t('edit.removeProduct', { title: p.title })))}
            />
            <AvailabilityWarning products={draft.products} kind="LOOK" />
            <ChosenItems
              label={t('edit.collections')}
              addLabel={t('edit.addCollections')}
              onAdd={() => setPicker('collections')}
              onRemove={(id) => update((d) => ({ ...d, collections: d.collections.filter((c) => c.collection_id !== id) }))}
              items={draft.collections.map((c) => collectionItem(c, t('edit.removeCollection', { title: c.title })))}
            />
            <PromocodeField {...promocode} value={draft.promocode} />
            <AdminLinkFields user={user} influencers={influencers} savedInfluencer={savedInfluencer} draft={draft} update={update} />
          </Form>
          <LinkPhonePreview draft={draft} storePage={storePage} influencerImage={influencerImage(draft.influencer, influencers, user)} />
        </Layout>
      )}
      {draft && picker === 'products' && (
        <ProductPicker
          initialSelected={draft.products}
          min={PRODUCTS_MIN}
          max={PRODUCTS_MAX}
          onCancel={() => setPicker(null)}
          onDone={(products) => {
            setPicker(null);
            update((d) => ({ ...d, products }));
          }}
        />
      )}
      {draft && picker === 'collections' && (
        <CollectionPicker
          initialSelected={draft.collections}
          min={0}
          max={COLLECTIONS_MAX}
          onCancel={() => setPicker(null)}
          onDone={(collections) => {
            setPicker(null);
            update((d) => ({ ...d, collections }));
          }}
        />
      )}
    </EditorFrame>
  );
}

const Layout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};

  ${media.mobile} {
    flex-direction: column;
  }
`;

const Form = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
