/**
 * Tagging a post's products with the link editors' product picker: it opens with the post's
 * products and their chosen options, takes at most five (a sixth is refused in the dialog with
 * the rule's own words) and hands the list back on Save.
 */
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import type { SocialPost } from '../../../generated/SocialPost';
import { useT } from '../../../i18n/useT';
import type { Product } from '../../../domain/links/types';
import { pickerProducts, TAG_LIMIT } from '../tagging';

interface Props {
  post: SocialPost;
  onSave: (products: Product[]) => void;
  onCancel: () => void;
}

export function TagProductsDialog({ post, onSave, onCancel }: Props) {
  const t = useT();
  return (
    <ProductPicker
      title={t('shopboard.tag.title')}
      initialSelected={pickerProducts(post)}
      min={0}
      max={TAG_LIMIT}
      limitText={t('shopboard.tag.limit')}
      doneLabel={t('shopboard.tag.save')}
      onDone={onSave}
      onCancel={onCancel}
    />
  );
}
