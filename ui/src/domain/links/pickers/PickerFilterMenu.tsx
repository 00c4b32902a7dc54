/** The product picker's filter menu: three switches, closed on Escape or an outside press. */
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useT } from '../../../i18n/useT';
import { useDismiss } from '../../../hooks/useDismiss';
import type { ProductFilters } from '../api/catalog';

interface Props {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

const ENTRIES = [
  ['onlyActive', 'picker.filter.onlyActive'],
  ['outOfStock', 'picker.filter.outOfStock'],
  ['searchInTags', 'picker.filter.searchInTags'],
] as const;

export function PickerFilterMenu({ filters, onChange }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  return (
    <Container ref={ref}>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {t('picker.filters')}
      </Button>
      {open && (
        <Menu>
          {ENTRIES.map(([key, label]) => (
            <Entry key={key}>
              <input type="checkbox" checked={filters[key]} onChange={(e) => onChange({ ...filters, [key]: e.target.checked })} />
              {t(label)}
            </Entry>
          ))}
        </Menu>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 240px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
`;

const Entry = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;
