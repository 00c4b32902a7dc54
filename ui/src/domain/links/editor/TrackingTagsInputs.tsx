/**
 * The five tracking-tag inputs (docs/links.md#tracking-tags), which refuse characters failing
 * the check, with the allowed-characters hint and the query-string preview. The link editors show
 * them under their switch (TrackingTagsField); the Settings page always, for the default tags.
 * `errors` are the server's messages by tag, for a refused save.
 */
import styled from 'styled-components';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { isValidTagValue, TAG_MAX, tagsPreview, UTM_KEYS, type UtmKey } from '../trackingTags';
import type { UtmTags } from '../types';

interface Props {
  value: UtmTags;
  onChange: (next: UtmTags) => void;
  errors?: Partial<Record<UtmKey, string>>;
}

export function TrackingTagsInputs({ value, onChange, errors }: Props) {
  const t = useT();
  const setTag = (key: UtmKey, text: string) => {
    if (isValidTagValue(text)) onChange({ ...value, [key]: text });
  };
  return (
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
            error={errors?.[key]}
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
  );
}

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
