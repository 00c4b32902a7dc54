/**
 * A colour option the merchant mapped to colours (the options map, docs/store.md#options-map):
 * one radio per value drawn as a swatch, so it posts with the add-to-cart form like the
 * `<select>` it replaces and works without JavaScript. A value not mapped yet shows its label as
 * text. The page's script greys out sold-out combinations here too (`[data-option]`).
 */
import styled from 'styled-components';
import type { StoreOption } from '../../generated/StoreOption';

export function SwatchPicker({ option }: { option: StoreOption }) {
  return (
    <Group data-option="">
      <legend>{option.name}</legend>
      <Row>
        {option.values.map((value, index) => {
          const hex = option.swatches[index] ?? null;
          const label = option.labels[index] ?? value;
          return (
            <Choice key={value} title={label}>
              <input type="radio" name={`o.${option.name}`} value={value} defaultChecked={value === option.selected} />
              {hex ? (
                <Swatch data-swatch={hex} style={{ background: hex }} aria-label={label} role="img" />
              ) : (
                <Text>{label}</Text>
              )}
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
  gap: ${({ theme }) => theme.space.sm};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  justify-content: center;
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
  input:disabled + * {
    opacity: 0.35;
  }
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
