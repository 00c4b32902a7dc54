/**
 * The influencer selector (admins only, docs/links.md#influencer-assignment): active influencers,
 * the promocode filled from the one picked, fixed once the link is saved with one. Hidden while the
 * list has not loaded (or failed to), rather than offering a wrong list.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Select, SelectLabel } from '../../../components/SelectParts';
import { useT } from '../../../i18n/useT';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import { influencerChoices } from '../influencerChoice';

interface Props {
  influencers: InfluencerListItem[] | null;
  value: string | null;
  /** The saved link's influencer: the select is disabled once there is one. */
  locked: boolean;
  onChange: (username: string | null) => void;
}

export function InfluencerField({ influencers, value, locked, onChange }: Props) {
  const t = useT();
  const id = useId();
  if (!influencers) return null;
  const names = influencerChoices(influencers, value);
  return (
    <SelectLabel as="div">
      <label htmlFor={id}>{t('edit.influencer')}</label>
      <Select
        id={id}
        name="influencer"
        value={value ?? ''}
        disabled={locked}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('edit.noInfluencer')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      {locked ? <Hint>{t('edit.influencerLocked')}</Hint> : null}
    </SelectLabel>
  );
}

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
