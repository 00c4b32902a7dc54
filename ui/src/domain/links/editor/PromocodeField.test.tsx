import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { StoreCode } from '../../../generated/StoreCode';
import type { StoreLine } from '../promocodeStore';
import { renderMarkup, renderWithStyles, textOf } from '../../../lib/testRender';
import { PromocodeCreateForm } from './PromocodeCreateForm';
import { PromocodeField } from './PromocodeField';
import { PromocodeStoreLine } from './PromocodeStoreLine';
import type { CreateFormState } from './usePromocodeCreateForm';

const noop = () => undefined;
const code = (name: string, summary: string, active = true): StoreCode => ({ code: name, title: name, summary, active });
const SUMMER = code('SUMMER10', '10% off entire order');

const renderLine = (line: StoreLine, locale: 'en' | 'he' = 'en', createOpen = false, errorShown = false) =>
  renderMarkup(
    <PromocodeStoreLine id="line" line={line} createOpen={createOpen} errorShown={errorShown} onPick={noop} onCreate={noop} />,
    undefined,
    locale,
  );

describe('PromocodeStoreLine', () => {
  it("shows the store's codes as buttons in a polite live region", () => {
    const html = renderLine({ kind: 'codes', codes: [SUMMER, code('FALL5', '5.00 off entire order')] });
    expect(html).toContain('aria-live="polite"');
    expect(textOf(html)).toBe("Your store's codes: SUMMER10 FALL5");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*data-store-code="SUMMER10"/);
    expect(html).toMatch(/<button[^>]*data-store-code="FALL5"/);
    expect(html).toContain('title="10% off entire order"');
  });

  it('keeps its height whatever it says, and lets chips wrap', () => {
    const { styles } = renderWithStyles(
      <PromocodeStoreLine id="line" line={{ kind: 'none' }} createOpen={false} errorShown={false} onPick={noop} onCreate={noop} />,
    );
    expect(styles).toMatch(/min-height:\s*32px/);
    expect(styles).toMatch(/flex-wrap:\s*wrap/);
  });

  it('says nothing when there is nothing to say, and asks to connect a store', () => {
    expect(textOf(renderLine({ kind: 'none' }))).toBe('');
    expect(textOf(renderLine({ kind: 'notConnected' }))).toBe('Connect your store to use a promocode.');
  });

  it('says what the store makes of the typed code', () => {
    expect(textOf(renderLine({ kind: 'checking' }))).toBe('Checking with your store…');
    expect(textOf(renderLine({ kind: 'found', found: SUMMER }))).toBe('✓ In your store: 10% off entire order');
    expect(textOf(renderLine({ kind: 'inactive', code: 'WINTER5' }))).toBe('WINTER5 is not active in your store');
    expect(textOf(renderLine({ kind: 'failed' }))).toBe('Could not check the code with your store');
    expect(textOf(renderLine({ kind: 'created', created: code('NEW1', '15% off entire order') }))).toBe(
      '✓ Created in your store: 15% off entire order',
    );
  });

  it('offers merchants to create a missing code', () => {
    const html = renderLine({ kind: 'missing', code: 'NEW1', canCreate: true });
    expect(textOf(html)).toBe('Your store has no code NEW1. Create NEW1 in your store');
    expect(html).toMatch(/<button[^>]*data-create-promocode=""/);
  });

  it('does not offer the button twice while the create form is open', () => {
    const html = renderLine({ kind: 'missing', code: 'NEW1', canCreate: true }, 'en', true);
    expect(textOf(html)).toBe('Your store has no code NEW1.');
    expect(html).not.toContain('data-create-promocode');
  });

  it("keeps only what to do when the field already shows the server's refusal", () => {
    const html = renderLine({ kind: 'missing', code: 'NEW1', canCreate: true }, 'en', false, true);
    expect(textOf(html)).toBe('Create NEW1 in your store');
    expect(textOf(renderLine({ kind: 'inactive', code: 'WINTER5' }, 'en', false, true))).toBe('');
  });

  it('sends influencers to the store owner instead', () => {
    const html = renderLine({ kind: 'missing', code: 'NEW1', canCreate: false });
    expect(textOf(html)).toBe("Your store has no code NEW1. Ask the store owner to create it, or pick one of the store's codes.");
    expect(html).not.toContain('data-create-promocode');
  });

  it('is translated in Hebrew, the code kept left to right', () => {
    const text = textOf(renderLine({ kind: 'missing', code: 'NEW1', canCreate: true }, 'he'));
    expect(text).toContain('בחנות שלך אין קוד \u2066NEW1\u2069.');
    expect(text).toContain('יצירת \u2066NEW1\u2069 בחנות שלך');
  });
});

const form = (overrides: Partial<CreateFormState> = {}): ReactElement => (
  <PromocodeCreateForm
    code="NEW1"
    kind="PERCENTAGE"
    amount=""
    errors={{}}
    sending={false}
    onKind={noop}
    onAmount={noop}
    onSubmit={noop}
    onCancel={noop}
    {...overrides}
  />
);

describe('PromocodeCreateForm', () => {
  it('offers percentage or amount off as labelled radios, a labelled value and its two buttons', () => {
    const html = renderMarkup(form());
    const text = textOf(html);
    expect(html).toContain('data-promocode-create');
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+-title"/);
    expect(text).toContain('Create NEW1 in your store');
    expect(text).toContain('Discount type');
    expect(html.match(/type="radio"/g)?.length).toBe(2);
    expect(html).toMatch(/type="radio"[^>]*checked=""[^>]*value="PERCENTAGE"/);
    expect(text).toContain('Percentage off');
    expect(text).toContain('Amount off');
    expect(html).toMatch(/<label for="([^"]+)-value">Percentage<\/label>.*<input[^>]*id="\1-value"/);
    expect(text).toContain('%');
    expect(text).toContain('Create code');
    expect(text).toContain('Cancel');
    expect(html).not.toContain('<form');
  });

  it('labels the value Amount, without the percent sign, for an amount off', () => {
    const html = renderMarkup(form({ kind: 'AMOUNT' }));
    expect(html).toMatch(/<label for="[^"]+-value">Amount<\/label>/);
    expect(html).toMatch(/type="radio"[^>]*checked=""[^>]*value="AMOUNT"/);
    expect(textOf(html)).not.toContain('%');
  });

  it("shows the server's errors under their inputs", () => {
    const html = renderMarkup(form({ errors: { value: 'Enter a percentage from 1 to 100', code: 'Your store already has the code NEW1' } }));
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+-value-error)".*<span[^>]*id="\1"[^>]*>Enter a percentage from 1 to 100</);
    expect(html).toMatch(/role="alert"[^>]*>Your store already has the code NEW1</);
    expect(textOf(renderMarkup(form({ errors: { form: 'Could not create the code. Please try again.' } })))).toContain(
      'Could not create the code. Please try again.',
    );
  });

  it('disables Create code while it sends', () => {
    expect(renderMarkup(form())).not.toMatch(/<button[^>]*disabled=""[^>]*data-create-code/);
    const html = renderMarkup(form({ sending: true }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-create-code=""/);
    expect(html).toContain('aria-label="Creating the code…"');
  });

  it('is translated in Hebrew', () => {
    const text = textOf(renderMarkup(form(), undefined, 'he'));
    for (const part of ['אחוז הנחה', 'סכום הנחה', 'יצירת קוד', 'ביטול']) expect(text).toContain(part);
  });
});

describe('PromocodeField', () => {
  it('keeps the hint, the limit, and the store line described by the input', () => {
    const html = renderMarkup(<PromocodeField value="" onChange={noop} canCreate />);
    expect(html).toContain('name="promocode"');
    expect(html).toContain('maxLength="20"');
    expect(textOf(html)).toContain('Optional: up to 20 English letters, digits, - _ and .');
    const line = /<div id="([^"]+)" aria-live="polite" data-promocode-store="none"/.exec(html);
    expect(line).not.toBeNull();
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="[^"]*${line?.[1]}`));
  });

  it('is checking a typed code until the store answers', () => {
    expect(textOf(renderMarkup(<PromocodeField value="NEW1" onChange={noop} canCreate={false} />))).toContain('Checking with your store…');
  });

  it("shows the server's refusal at save at the field", () => {
    const message = "Your store has no code NEW1. Create it here or pick one of your store's codes.";
    const html = renderMarkup(<PromocodeField value="NEW1" onChange={noop} canCreate error={message} />);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(textOf(html)).toContain(message);
    expect(textOf(html).split('Your store has no code NEW1').length).toBe(2);
    expect(textOf(renderMarkup(<PromocodeField value="NEW1" onChange={noop} canCreate error={message} />, undefined, 'he'))).toContain(
      'בחנות שלך אין קוד NEW1. אפשר ליצור אותו כאן או לבחור אחד מהקודים של החנות.',
    );
  });
});
