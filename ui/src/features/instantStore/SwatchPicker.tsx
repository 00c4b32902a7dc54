/**
 * A colour option the merchant mapped to colours (the options map, docs/store.md#options-map):
 * one radio per value drawn as a swatch, so it posts with the add-to-cart form like the
 * `<select>` it replaces and works without JavaScript. A value not mapped yet shows its label as
 * text. A value no variant in stock has says "(sold out)" under it and cannot be picked; the
 * page's script also says it of the values sold out with the other choices (`data-sold-out` on
 * the choice), which stay pickable so every combination in stock can be reached. A value of the
 * option that decides the picture names it (`data-pic-choice`, see `ProductCard`).
 */
import styled from 'styled-components';
import type { StoreOption } from '../../generated/StoreOption';
import { useT } from '../../i18n/useT';
import { valueText } from './script/availability';

export function SwatchPicker({ option }: { option: StoreOption }) {
  const t = useT();
  const word = t('instantStore.valueSoldOut');
  return (
    <Group data-option="">
      <legend>{option.name}</legend>
      <Row>
        {option.values.map((value, index) => {
          const hex = option.swatches[index] ?? null;
          const label = option.labels[index] ?? value;
          const soldOut = option.soldOut[index] ?? false;
          return (
            <Choice key={value} title={valueText(label, soldOut, word)} data-sold-out={soldOut ? '' : undefined}>
              <input
                type="radio"
                name={`o.${option.name}`}
                value={value}
                defaultChecked={value === option.selected}
                disabled={soldOut}
                data-pic-choice={option.pictures[index] ?? undefined}
              />
              {hex ? (
                <Swatch data-swatch={hex} style={{ background: hex }} aria-label={label} role="img" />
              ) : (
                <Text>{label}</Text>
              )}
              <Word data-sold-out-word="">{word}</Word>
            </Choice>
          );
        })}
      </Row>
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  /* From the top, so a swatch with "(sold out)" under it lines up with the others. */
  justify-content: flex-start;
  padding-top: 6px;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  input:checked + * {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
  input:focus-visible + * {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  input:disabled + *,
  &[data-sold-out] > input + * {
    opacity: 0.35;
  }
  &[data-sold-out] > [data-sold-out-word] {
    display: block;
  }
`;

/** "(sold out)" under a swatch, shown only while the value is sold out. */
const Word = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Swatch = styled.span`
  display: block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.span`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
