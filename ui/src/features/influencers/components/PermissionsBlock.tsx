/**
 * The collapsible permissions block of the influencer form (docs/influencers.md#permissions):
 * what the influencer may see (clicks, sales with conversion rate under it, revenue with average
 * order value under it, commission) and whether they may create and edit links. A
 * sub-permission shows only while its parent is on; switching sales or revenue off turns the
 * sub-permission on (influencerForm.ts), as the server does.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { SwitchField } from '../../../components/SwitchField';
import type { PermissionsWire } from '../../../generated/InfluencerPermissions';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { setPermission, type PermissionKey } from '../influencerForm';

interface Props {
  value: PermissionsWire;
  onChange: (permissions: PermissionsWire) => void;
}

interface Row {
  key: PermissionKey;
  label: MessageKey;
  /** Shown only while this parent is on. */
  parent?: PermissionKey;
}

const ROWS: readonly Row[] = [
  { key: 'analytics_clicks_enabled', label: 'influencers.permission.clicks' },
  { key: 'analytics_sales_enabled', label: 'influencers.permission.sales' },
  { key: 'analytics_cr_enabled', label: 'influencers.permission.cr', parent: 'analytics_sales_enabled' },
  { key: 'analytics_revenue_enabled', label: 'influencers.permission.revenue' },
  { key: 'analytics_aov_enabled', label: 'influencers.permission.aov', parent: 'analytics_revenue_enabled' },
  { key: 'analytics_commission_enabled', label: 'influencers.permission.commission' },
  { key: 'allow_creating_and_editing_links', label: 'influencers.permission.manageLinks' },
];

export function PermissionsBlock({ value, onChange }: Props) {
  const t = useT();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Block data-permissions="">
      <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
        {t('influencers.form.permissions')}
        <Chevron $open={open}>
          <Icon name="chevronDown" size={18} />
        </Chevron>
      </Toggle>
      {open && (
        <Rows id={bodyId}>
          {ROWS.filter((row) => !row.parent || value[row.parent]).map((row) => (
            <RowItem key={row.key} $nested={row.parent !== undefined}>
              <SwitchField
                label={t(row.label)}
                name={row.key}
                checked={value[row.key]}
                onChange={(on) => onChange(setPermission(value, row.key, on))}
              />
            </RowItem>
          ))}
        </Rows>
      )}
    </Block>
  );
}

const Block = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  list-style: none;
`;

const RowItem = styled.li<{ $nested: boolean }>`
  padding-inline-start: ${({ theme, $nested }) => ($nested ? theme.space.xl : '0')};
`;
