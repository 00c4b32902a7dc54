/**
 * One choice out of a few, as a row of labelled radio buttons drawn as tiles (a button's shape,
 * an image's corners, a cart icon): native radios, so arrow keys move the choice and the group
 * works before hydration. Each tile may show a small drawing above its label.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A drawing of the choice, above the label (decorative). */
  picture?: ReactNode;
}

interface Props<T extends string> {
  /** The group's name, read as its legend. */
  legend: string;
  choices: readonly Choice<T>[];
  value: string;
  onChange: (value: T) => void;
  error?: string;
  /** The radios' form name (tests and the server's field errors use the theme's). */
  name?: string;
  /** Keep the legend for screen readers only (a section whose heading already says it). */
  hideLegend?: boolean;
}

export function ChoiceGroup<T extends string>({ legend, choices, value, onChange, error, name, hideLegend = false }: Props<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <Tiles>
        {choices.map((choice) => (
          <Tile key={choice.value} $checked={choice.value === value}>
            <input
              type="radio"
              name={name ?? id}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.picture && <Picture aria-hidden="true">{choice.picture}</Picture>}
            <span>{choice.label}</span>
          </Tile>
        ))}
      </Tiles>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tile = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 84px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Picture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 28px;
`;

const ErrorText = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
