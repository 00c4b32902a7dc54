/**
 * Magic store (docs/magic-store.md#the-page): a photo or video of the merchant's products becomes a
 * new look. The page hands the magic store the links' create-link dialog (with the public instant
 * store page its phone preview draws): features do not import one another.
 */
import { MagicStoreArea } from '../features/magicStore/components/MagicStoreArea';
import { LookEditorDialog } from '../features/links/components/LookEditorDialog';
import { InstantStorePage } from '../features/instantStore/InstantStorePage';
import type { PageComponentProps } from '../lib/pageTypes';

export function MagicStorePage({ props }: PageComponentProps) {
  const user = props.user;
  if (!user) return null; // the server sends signed-out visitors to login
  return (
    <MagicStoreArea
      user={user}
      renderEditor={(look) => (
        <LookEditorDialog
          user={user}
          linkId={null}
          influencer={null}
          products={look.productIds}
          images={look.images}
          notice={look.notice}
          onClose={look.onClose}
          onSaved={look.onSaved}
          storePage={InstantStorePage}
        />
      )}
    />
  );
}
