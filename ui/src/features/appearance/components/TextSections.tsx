/**
 * The theme's texts (spec 2.7): the sales and discount strip (switch, two sentences of up to 50
 * characters, background and text colours) and the preorder text under Sold out (switch, up to
 * 100 characters). The fields show while their switch is on; each counts its characters. With
 * both sentences empty the strip is turned off at save (themeDraft.ts), which the hint says.
 */
import styled from 'styled-components';
import { ColorField } from '../../../components/ColorField';
import { Panel } from '../../../components/Panel';
import { SwitchField } from '../../../components/SwitchField';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { charCount, PREORDER_MAX, SENTENCE_MAX, sentenceSlots } from '../themeDraft';
import type { ThemeSectionProps } from './sectionProps';

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
    <Panel title={t('appearance.strip.title')}>
      <Fields data-theme-section="strip">
        <SwitchField
          label={t('appearance.strip.show')}
          name="is_shipping_and_sales_strip_shown"
          checked={draft.is_shipping_and_sales_strip_shown}
          onChange={(on) => update({ is_shipping_and_sales_strip_shown: on })}
        />
        {draft.is_shipping_and_sales_strip_shown && (
          <>
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
          </>
        )}
      </Fields>
    </Panel>
  );
}

export function PreorderSection({ draft, update, errors }: ThemeSectionProps) {
  const t = useT();
  return (
    <Panel title={t('appearance.preorder.title')}>
      <Fields data-theme-section="preorder">
        <SwitchField
          label={t('appearance.preorder.show')}
          name="is_preorder_text_shown"
          checked={draft.is_preorder_text_shown}
          onChange={(on) => update({ is_preorder_text_shown: on })}
        />
        {draft.is_preorder_text_shown && (
          <TextField
            label={t('appearance.preorder.text')}
            name="preorder_text"
            value={draft.preorder_text}
            maxLength={PREORDER_MAX}
            onChange={(event) => update({ preorder_text: event.target.value })}
            hint={`${t('appearance.preorder.hint')} ${t('appearance.count', { count: charCount(draft.preorder_text), max: PREORDER_MAX })}`}
            error={errors.preorder_text}
          />
        )}
      </Fields>
    </Panel>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Colors = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
