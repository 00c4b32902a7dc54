/**
 * A row of analytics figures (label above a large value), wrapping on narrow screens. Previews
 * of links, shorts and multilinks all show their figures this way.
 */
import styled from 'styled-components';

export interface Figure {
  id: string;
  label: string;
  value: string;
}

interface Props {
  label: string;
  figures: readonly Figure[];
  /** Dims the values while new figures load. */
  busy?: boolean;
}

export function FigureStrip({ label, figures, busy = false }: Props) {
  if (figures.length === 0) return null;
  return (
    <List aria-label={label} aria-busy={busy} $busy={busy}>
      {figures.map((figure) => (
        <Item key={figure.id} data-figure={figure.id}>
          <Label>{figure.label}</Label>
          <Value>{figure.value}</Value>
        </Item>
      ))}
    </List>
  );
}

const List = styled.dl<{ $busy: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  opacity: ${({ $busy }) => ($busy ? 0.5 : 1)};
  transition: opacity ${({ theme }) => theme.durations.fast};
`;

const Item = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
