/**
 * The tracking-tags block (docs/links.md#tracking-tags; admins only, the caller decides): a
 * switch that starts on only when the value has tags, five inputs that refuse characters
 * failing the check, and the query-string preview. Turning the switch off clears all five, so
 * a hidden block never sends stale tags. Shared with the multilink editor.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { SwitchField } from '../../SwitchField';
import { TextField } from '../../TextField';
import { useT } from '../../../i18n/useT';
import { EMPTY_UTM, hasTags, isValidTagValue, TAG_MAX, tagsPreview, UTM_KEYS, type UtmKey } from '../../../lib/links/trackingTags';
import type { UtmTags } from '../../../lib/links/types';

interface Props {
  value: UtmTags;
  onChange: (next: UtmTags) => void;
}

export function TrackingTagsField({ value, onChange }: Props) {
  const t = useT();
  const [on, setOn] = useState(() => hasTags(value));

  const toggle = (next: boolean) => {
    setOn(next);
    if (!next) onChange(EMPTY_UTM);
  };

  const setTag = (key: UtmKey, text: string) => {
    if (isValidTagValue(text)) onChange({ ...value, [key]: text });
  };

  return (
    <Block data-tracking-tags="">
      <Head>
        <Heading>{t('tags.title')}</Heading>
        <SwitchField label={t('tags.switch')} checked={on} onChange={toggle} />
      </Head>
      {on && (
        <>
          <Grid>
            {UTM_KEYS.map((key) => (
              <TextField
                key={key}
                label={t(`tags.${key}`)}
                name={key}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={TAG_MAX}
                value={value[key]}
                onChange={(event) => setTag(key, event.target.value)}
              />
            ))}
          </Grid>
          <Hint>{t('tags.hint')}</Hint>
          <Preview>
            <span>{t('tags.preview')}</span>
            <code dir="ltr" data-tags-preview="">
              {tagsPreview(value)}
            </code>
          </Preview>
        </>
      )}
    </Block>
  );
}

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;
