/**
 * The theme's texts (docs/appearance.md#the-page): the sales and discount strip (switch, two sentences of up to 50
 * characters, background and text colours) and the preorder text under Sold out (switch, up to
 * 100 characters). The fields show while their switch is on; each counts its characters. With
 * both sentences empty the strip is turned off at save (themeDraft.ts), which the hint says.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ColorField } from '../../../components/ColorField';
import { SwitchField } from '../../../components/SwitchField';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { charCount, PREORDER_MAX, SENTENCE_MAX, sentenceSlots } from '../themeDraft';
import type { ThemeSectionProps } from './sectionProps';
import { Colors, ThemePanel } from './ThemePanel';

export function StripSection({ draft, update, errors }: ThemeSectionProps) {
  const t = useT();
  const sentences = sentenceSlots(draft);
  const setSentence = (index: 0 | 1, text: string) => {
    const next: [string, string] = [...sentences];
    next[index] = text;
    update({ shipping_and_sales_strip_sentences: next });
  };
  const labels = [t('appearance.strip.sentence1'), t('appearance.strip.sentence2')] as const;
  return (
    <SwitchedPanel
      title={t('appearance.strip.title')}
      section="strip"
      switchLabel={t('appearance.strip.show')}
      shown="is_shipping_and_sales_strip_shown"
      draft={draft}
      update={update}
    >
      <Hint>{t('appearance.strip.hint')}</Hint>
      {([0, 1] as const).map((index) => (
        <TextField
          key={index}
          label={labels[index]}
          name={`strip_sentence_${index + 1}`}
          value={sentences[index]}
          maxLength={SENTENCE_MAX}
          onChange={(event) => setSentence(index, event.target.value)}
          hint={t('appearance.count', { count: charCount(sentences[index]), max: SENTENCE_MAX })}
          error={index === 0 ? errors.shipping_and_sales_strip_sentences : undefined}
        />
      ))}
      <Colors>
        <ColorField
          label={t('appearance.color.background')}
          name="shipping_and_sales_strip_background_color"
          value={draft.shipping_and_sales_strip_background_color}
          onChange={(hex) => update({ shipping_and_sales_strip_background_color: hex })}
          error={errors.shipping_and_sales_strip_background_color}
        />
        <ColorField
          label={t('appearance.color.font')}
          name="shipping_and_sales_strip_font_color"
          value={draft.shipping_and_sales_strip_font_color}
          onChange={(hex) => update({ shipping_and_sales_strip_font_color: hex })}
          error={errors.shipping_and_sales_strip_font_color}
        />
      </Colors>
    </SwitchedPanel>
  );
}

export function PreorderSection({ draft, update, errors }: ThemeSectionProps) {
  const t = useT();
  return (
    <SwitchedPanel
      title={t('appearance.preorder.title')}
      section="preorder"
      switchLabel={t('appearance.preorder.show')}
      shown="is_preorder_text_shown"
      draft={draft}
      update={update}
    >
      <TextField
        label={t('appearance.preorder.text')}
        name="preorder_text"
        value={draft.preorder_text}
        maxLength={PREORDER_MAX}
        onChange={(event) => update({ preorder_text: event.target.value })}
        hint={`${t('appearance.preorder.hint')} ${t('appearance.count', { count: charCount(draft.preorder_text), max: PREORDER_MAX })}`}
        error={errors.preorder_text}
      />
    </SwitchedPanel>
  );
}

interface SwitchedProps extends Pick<ThemeSectionProps, 'draft' | 'update'> {
  title: string;
  section: string;
  switchLabel: string;
  /** The theme switch that shows the text on the page. */
  shown: 'is_shipping_and_sales_strip_shown' | 'is_preorder_text_shown';
  /** The text's fields, shown while the switch is on. */
  children: ReactNode;
}

/** A text section: its switch, then its fields while the switch is on. */
function SwitchedPanel({ title, section, switchLabel, shown, draft, update, children }: SwitchedProps) {
  return (
    <ThemePanel title={title} section={section}>
      <SwitchField label={switchLabel} name={shown} checked={draft[shown]} onChange={(on) => update({ [shown]: on })} />
      {draft[shown] && children}
    </ThemePanel>
  );
}

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
