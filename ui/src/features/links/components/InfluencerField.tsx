/**
 * The influencer selector (admins only, spec 2 §2). Hidden while the influencers list is not
 * available (the influencers API is not built yet); a link's current influencer stays listed.
 */
import { useId } from 'react';
import { Select, SelectLabel } from '../../../components/SelectParts';
import { useT } from '../../../i18n/useT';
import type { InfluencerSummary } from '../../../lib/links/types';

interface Props {
  influencers: InfluencerSummary[] | null;
  value: string | null;
  onChange: (username: string | null) => void;
}

export function InfluencerField({ influencers, value, onChange }: Props) {
  const t = useT();
  const id = useId();
  if (!influencers) return null;
  const names = influencers.map((i) => i.username);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <SelectLabel as="div">
      <label htmlFor={id}>{t('edit.influencer')}</label>
      <Select id={id} name="influencer" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('edit.noInfluencer')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </SelectLabel>
  );
}
