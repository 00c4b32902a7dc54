/** The short's target type (docs/links.md#shorts): Product, Collection or Custom URL. */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { ShortTarget } from '../../../domain/links/editorState';

const TARGETS: readonly ShortTarget[] = ['product', 'collection', 'custom'];

interface Props {
  value: ShortTarget;
  onChange: (target: ShortTarget) => void;
}

export function ShortTargetChoice({ value, onChange }: Props) {
  const t = useT();
  return (
    <Group>
      <Legend>{t('edit.targetType')}</Legend>
      <Options>
        {TARGETS.map((target) => (
          <Option key={target} $checked={value === target}>
            <input type="radio" name="short-target" value={target} checked={value === target} onChange={() => onChange(target)} />
            {t(`edit.target.${target}`)}
          </Option>
        ))}
      </Options>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: pointer;
`;
