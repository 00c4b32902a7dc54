/**
 * The theme's small choices (docs/appearance.md#the-page): whether the influencer shows, the cart button's icon
 * (cart1–cart3, drawn by the same `Icon` the instant store page uses) and the product images'
 * corners (sharp 0px, semi-rounded 6px, rounded 10px).
 */
import styled from 'styled-components';
import { ChoiceGroup } from '../../../components/ChoiceGroup';
import { Icon } from '../../../components/Icon';
import { Panel } from '../../../components/Panel';
import { SwitchField } from '../../../components/SwitchField';
import { useT } from '../../../i18n/useT';
import { CART_ICONS, IMAGE_RADII, type CartIcon, type ImageRadius } from '../themeDraft';
import type { ThemeSectionProps } from './sectionProps';

export function InfluencerSection({ draft, update }: ThemeSectionProps) {
  const t = useT();
  return (
    <Panel title={t('appearance.influencer.title')}>
      <SwitchField
        label={t('appearance.influencer.show')}
        name="is_influencer_display_shown"
        checked={draft.is_influencer_display_shown}
        onChange={(on) => update({ is_influencer_display_shown: on })}
      />
    </Panel>
  );
}

export function CartIconSection({ draft, update, errors }: ThemeSectionProps) {
  const t = useT();
  return (
    <Panel title={t('appearance.cart.title')}>
      <ChoiceGroup<CartIcon>
        legend={t('appearance.cart.title')}
        hideLegend
        name="cart_button_icon"
        value={draft.cart_button_icon}
        onChange={(icon) => update({ cart_button_icon: icon })}
        error={errors.cart_button_icon}
        choices={CART_ICONS.map((icon) => ({ value: icon, label: t(`appearance.cart.${icon}`), picture: <Icon name={icon} size={26} /> }))}
      />
    </Panel>
  );
}

export function ImageCornersSection({ draft, update, errors }: ThemeSectionProps) {
  const t = useT();
  return (
    <Panel title={t('appearance.images.title')}>
      <ChoiceGroup<ImageRadius>
        legend={t('appearance.images.title')}
        hideLegend
        name="image_border_radius"
        value={draft.image_border_radius}
        onChange={(radius) => update({ image_border_radius: radius })}
        error={errors.image_border_radius}
        choices={IMAGE_RADII.map((radius) => ({
          value: radius,
          label: t(`appearance.images.${radius}`),
          picture: <CornerDrawing $radius={radius} />,
        }))}
      />
    </Panel>
  );
}

/** A small picture frame with the choice's corners, drawn a little larger so 6px and 10px tell apart. */
const CornerDrawing = styled.span<{ $radius: string }>`
  display: block;
  width: 28px;
  height: 28px;
  background: currentColor;
  opacity: 0.7;
  border-radius: ${({ $radius }) => $radius};
`;
