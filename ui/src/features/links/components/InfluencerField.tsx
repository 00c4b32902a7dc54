/**
 * The influencer selector (admins only, spec 2 §2). Hidden while the influencers list is not
 * available (the influencers API is not built yet); a link's current influencer stays listed.
 */
import { useId } from 'react';
import styled from 'styled-components';
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
    <Field>
      <label htmlFor={id}>{t('edit.influencer')}</label>
      <Select id={id} name="influencer" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('edit.noInfluencer')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
