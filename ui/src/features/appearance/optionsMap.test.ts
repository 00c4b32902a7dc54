import { describe, expect, it } from 'vitest';
import type { OptionEntry } from '../../generated/OptionEntry';
import type { OptionValue } from '../../generated/OptionValue';
import type { OptionsMap } from '../../generated/OptionsMap';
import {
  mapForSave,
  optionFieldErrors,
  optionStatus,
  optionsChanged,
  orderedValues,
  pageCount,
  unverifiedCount,
  visibleValues,
  withType,
  withValue,
} from './optionsMap';

const value = (name: string, hex: string | null = null, text: string | null = null): OptionValue => ({ value: name, hex_value: hex, text_value: text });

const colour: OptionEntry = {
  type: 'COLOR',
  values: [value('Red', '#ff0000'), value('Blue'), value('Green', '#00ff00'), value('Black', '  ', 'Noir')],
};

describe('option mapper', () => {
  it('counts a value verified when the field of its type is filled', () => {
    expect(unverifiedCount(colour)).toBe(2);
    expect(optionStatus(colour)).toEqual({ kind: 'unverified', count: 2, total: 4 });
    expect(unverifiedCount({ ...colour, type: 'TEXT' })).toBe(3);
    expect(optionStatus({ type: 'TEXT', values: [value('S', null, 'Small')] })).toEqual({ kind: 'allVerified' });
    expect(optionStatus({ type: 'TEXT', values: [] })).toEqual({ kind: 'allVerified' });
  });

  it('lists unverified colour values first, each group in catalog order; text options as they come', () => {
    expect(orderedValues(colour)).toEqual(['Blue', 'Black', 'Red', 'Green']);
    expect(orderedValues({ ...colour, type: 'TEXT' })).toEqual(['Red', 'Blue', 'Green', 'Black']);
  });

  it('pages by eight, See all shows everything, and a page past the end shows the last one', () => {
    const names = Array.from({ length: 19 }, (_, i) => `v${i}`);
    expect(pageCount(19)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(visibleValues(names, 0, false)).toEqual(names.slice(0, 8));
    expect(visibleValues(names, 2, false)).toEqual(['v16', 'v17', 'v18']);
    expect(visibleValues(names, 7, false)).toEqual(['v16', 'v17', 'v18']);
    expect(visibleValues(names, 1, true)).toHaveLength(19);
  });

  it('counts down as values are filled, and a type switch recounts', () => {
    let map: OptionsMap = { Colour: colour };
    map = withValue(map, 'Colour', 'Blue', 'hex_value', '#0000ff');
    expect(unverifiedCount(map.Colour!)).toBe(1);
    map = withValue(map, 'Colour', 'Black', 'hex_value', '#000000');
    expect(optionStatus(map.Colour!)).toEqual({ kind: 'allVerified' });
    expect(unverifiedCount(withType(map, 'Colour', 'TEXT').Colour!)).toBe(3);
  });

  it('sees a change only where the server would store something else', () => {
    const saved = { Colour: colour };
    expect(optionsChanged(saved, saved)).toBe(false);
    expect(optionsChanged(withValue(saved, 'Colour', 'Red', 'hex_value', '#FF0000'), saved)).toBe(false);
    expect(optionsChanged(withValue(saved, 'Colour', 'Blue', 'text_value', ' '), saved)).toBe(false);
    expect(optionsChanged(withValue(saved, 'Colour', 'Blue', 'hex_value', '#0000ff'), saved)).toBe(true);
    expect(optionsChanged(withType(saved, 'Colour', 'TEXT'), saved)).toBe(true);
  });

  it('sends values trimmed, blanks as null and colours lower-case', () => {
    const sent = mapForSave({ Colour: { type: 'COLOR', values: [value('Red', '#FF0000', ' '), value('Black', '  ', ' Noir ')] } });
    expect(sent.Colour?.values).toEqual([value('Red', '#ff0000', null), value('Black', null, 'Noir')]);
  });

  it('places the server’s field errors on their option and value', () => {
    const sent = { Colour: colour, 'Size.fit': { type: 'TEXT' as const, values: [value('S')] } };
    const errors = optionFieldErrors(sent, {
      'Colour.values[1].hex_value': 'Colours are written #rrggbb',
      'Size.fit.type': 'Type must be COLOR or TEXT',
      'Size.fit.values[0].text_value': 'At most 100 characters',
      'Unknown.type': 'ignored',
    });
    expect(errors).toEqual({
      Colour: { values: { Blue: 'Colours are written #rrggbb' } },
      'Size.fit': { type: 'Type must be COLOR or TEXT', values: { S: 'At most 100 characters' } },
    });
  });
});
