/**
 * A button-like element's style (docs/appearance.md#fields): corners (0, 10 or 25px) and
 * background, text and border colours. The checkout button and the promocode display share it;
 * the promocode display adds its shadow switch below.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceGroup } from '../../../components/ChoiceGroup';
import { ColorField } from '../../../components/ColorField';
import type { Theme } from '../../../generated/Theme';
import { useT } from '../../../i18n/useT';
import { BUTTON_SHAPES, type ButtonShape } from '../themeDraft';
import type { ColorKey, ThemeSectionProps } from './sectionProps';
import { Colors, ThemePanel } from './ThemePanel';

/** The theme fields of one button-like element. */
export interface ButtonFields {
  shape: 'checkout_button_shape' | 'promo_code_display_border_radius';
  background: ColorKey;
  font: ColorKey;
  border: ColorKey;
}

export const CHECKOUT_FIELDS: ButtonFields = {
  shape: 'checkout_button_shape',
  background: 'checkout_button_background_color',
  font: 'checkout_button_font_color',
  border: 'checkout_button_border_color',
};

export const PROMO_FIELDS: ButtonFields = {
  shape: 'promo_code_display_border_radius',
  background: 'promo_code_display_background_color',
  font: 'promo_code_display_font_color',
  border: 'promo_code_display_border_color',
};

interface Props extends ThemeSectionProps {
  title: string;
  fields: ButtonFields;
  /** Marks the section for tests (`data-theme-section`). */
  section: string;
  children?: ReactNode;
}

export function ButtonStyleSection({ title, fields, section, draft, update, errors, children }: Props) {
  const t = useT();
  const color = (key: ColorKey, label: string) => (
    <ColorField
      label={label}
      name={key}
      value={draft[key]}
      onChange={(hex) => update({ [key]: hex } as Partial<Theme>)}
      error={errors[key]}
    />
  );
  return (
    <ThemePanel title={title} section={section}>
      <ChoiceGroup<ButtonShape>
        legend={t('appearance.shape')}
        name={fields.shape}
        value={draft[fields.shape]}
        onChange={(shape) => update({ [fields.shape]: shape })}
        error={errors[fields.shape]}
        choices={BUTTON_SHAPES.map((shape) => ({
          value: shape,
          label: t(`appearance.shape.${shape}`),
          picture: <ShapeDrawing $radius={shape} />,
        }))}
      />
      <Colors>
        {color(fields.background, t('appearance.color.background'))}
        {color(fields.font, t('appearance.color.font'))}
        {color(fields.border, t('appearance.color.border'))}
      </Colors>
      {children}
    </ThemePanel>
  );
}

/** A small button outline with the choice's corners. */
const ShapeDrawing = styled.span<{ $radius: string }>`
  display: block;
  width: 44px;
  height: 22px;
  border: 2px solid currentColor;
  border-radius: ${({ $radius }) => $radius};
`;
