/**
 * The tracking-tags block (docs/links.md#tracking-tags; admins only, the caller decides): a
 * switch that starts on only when the value has tags, and under it the five inputs with their
 * preview (TrackingTagsInputs). Turning the switch off clears all five, so a hidden block never
 * sends stale tags. Shared with the multilink editor.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { SwitchField } from '../../../components/SwitchField';
import { useT } from '../../../i18n/useT';
import { EMPTY_UTM, hasTags } from '../trackingTags';
import type { UtmTags } from '../types';
import { TrackingTagsInputs } from './TrackingTagsInputs';

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

  return (
    <Block data-tracking-tags="">
      <Head>
        <Heading>{t('tags.title')}</Heading>
        <SwitchField label={t('tags.switch')} checked={on} onChange={toggle} />
      </Head>
      {on && <TrackingTagsInputs value={value} onChange={onChange} />}
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
