import { describe, expect, it } from 'vitest';
import type { StoreCode } from '../../generated/StoreCode';
import type { StoreCodes } from '../../generated/StoreCodes';
import { ApiError } from '../../lib/api';
import {
  codeToCheck,
  confirmedCode,
  findStoreCode,
  saveErrorFor,
  saveFailure,
  shownSaveError,
  storeLine,
  storeSpelling,
  STORE_CODE_CHIPS_MAX,
  withStoreCode,
  type StoreLineInput,
} from './promocodeStore';

const code = (name: string, active = true, summary = `${name} summary`): StoreCode => ({ code: name, title: name, summary, active });
const SUMMER = code('SUMMER10', true, '10% off entire order');
const WINTER = code('WINTER5', false, '5.00 off entire order');
const connected = (...codes: StoreCode[]): StoreCodes => ({ connected: true, codes });
const NOT_CONNECTED: StoreCodes = { connected: false, codes: [] };

const input = (overrides: Partial<StoreLineInput>): StoreLineInput => ({
  value: '',
  codes: connected(SUMMER, WINTER),
  check: null,
  created: null,
  canCreate: true,
  ...overrides,
});

describe('storeLine with the field empty', () => {
  it("offers the store's active codes, at most eight", () => {
    const many = Array.from({ length: 12 }, (_, i) => code(`CODE${i}`));
    expect(storeLine(input({ codes: connected(WINTER, ...many) }))).toEqual({ kind: 'codes', codes: many.slice(0, STORE_CODE_CHIPS_MAX) });
    expect(storeLine(input({ value: '  ' }))).toEqual({ kind: 'codes', codes: [SUMMER] });
  });

  it('says nothing when the store has no active code, or before its codes arrive', () => {
    expect(storeLine(input({ codes: connected(WINTER) }))).toEqual({ kind: 'none' });
    expect(storeLine(input({ codes: connected() }))).toEqual({ kind: 'none' });
    expect(storeLine(input({ codes: null }))).toEqual({ kind: 'none' });
  });

  it('asks to connect the store when none is connected, empty or not', () => {
    expect(storeLine(input({ codes: NOT_CONNECTED }))).toEqual({ kind: 'notConnected' });
    expect(storeLine(input({ codes: NOT_CONNECTED, value: 'SUMMER10' }))).toEqual({ kind: 'notConnected' });
  });
});

describe('storeLine with a code typed', () => {
  it('confirms a listed active code at once, whatever its case', () => {
    expect(storeLine(input({ value: 'summer10' }))).toEqual({ kind: 'found', found: SUMMER });
  });

  it('warns of a listed code that is not active, in the store spelling', () => {
    expect(storeLine(input({ value: 'winter5' }))).toEqual({ kind: 'inactive', code: 'WINTER5' });
  });

  it('is checking until the answer for this very code arrives', () => {
    expect(storeLine(input({ value: 'NEW1' }))).toEqual({ kind: 'checking' });
    expect(storeLine(input({ value: 'NEW12', check: { code: 'NEW1', status: 'missing' } }))).toEqual({ kind: 'checking' });
    expect(storeLine(input({ value: 'NEW1', codes: null }))).toEqual({ kind: 'checking' });
  });

  it("takes the check's answer: found (active or not), missing, failed", () => {
    const spring = code('Spring', true, '15% off');
    expect(storeLine(input({ value: 'SPRING', check: { code: 'SPRING', status: 'found', found: spring } }))).toEqual({ kind: 'found', found: spring });
    const old = code('OLD', false);
    expect(storeLine(input({ value: 'old', check: { code: 'old', status: 'found', found: old } }))).toEqual({ kind: 'inactive', code: 'OLD' });
    expect(storeLine(input({ value: ' NEW1 ', check: { code: 'NEW1', status: 'missing' } }))).toEqual({ kind: 'missing', code: 'NEW1', canCreate: true });
    expect(storeLine(input({ value: 'NEW1', check: { code: 'NEW1', status: 'failed' } }))).toEqual({ kind: 'failed' });
  });

  it('offers creating a missing code to those who may only', () => {
    expect(storeLine(input({ value: 'NEW1', check: { code: 'NEW1', status: 'missing' }, canCreate: false }))).toEqual({
      kind: 'missing',
      code: 'NEW1',
      canCreate: false,
    });
  });

  it('says a code created here was created, even before the list knows it', () => {
    const created = code('NEW1', true, '20% off entire order');
    expect(storeLine(input({ value: 'new1', codes: null, check: { code: 'NEW1', status: 'missing' }, created }))).toEqual({ kind: 'created', created });
  });

  it('says nothing of a badly formed code (the field refuses it anyway)', () => {
    expect(storeLine(input({ value: 'summer 10' }))).toEqual({ kind: 'none' });
  });
});

describe('codeToCheck', () => {
  it('asks the server only what nothing else answers', () => {
    expect(codeToCheck(input({ value: ' NEW1 ' }))).toBe('NEW1');
    expect(codeToCheck(input({ value: 'NEW1', codes: null }))).toBe('NEW1');
    expect(codeToCheck(input({ value: '' }))).toBeNull();
    expect(codeToCheck(input({ value: 'bad code' }))).toBeNull();
    expect(codeToCheck(input({ value: 'NEW1', codes: NOT_CONNECTED }))).toBeNull();
    expect(codeToCheck(input({ value: 'summer10' }))).toBeNull();
    expect(codeToCheck(input({ value: 'NEW1', created: code('new1') }))).toBeNull();
  });

  it('does not ask again when the field takes the store spelling of an answered code; retries a failed one', () => {
    const spring = code('SPRING');
    expect(codeToCheck(input({ value: 'SPRING', check: { code: 'spring', status: 'found', found: spring } }))).toBeNull();
    expect(codeToCheck(input({ value: 'NEW1', check: { code: 'new1', status: 'missing' } }))).toBeNull();
    expect(codeToCheck(input({ value: 'NEW1', check: { code: 'NEW1', status: 'failed' } }))).toBe('NEW1');
  });
});

describe('storeSpelling', () => {
  it('gives the store spelling of a confirmed code when it differs', () => {
    expect(storeSpelling('summer10', { kind: 'found', found: SUMMER })).toBe('SUMMER10');
    expect(storeSpelling('SUMMER10', { kind: 'found', found: SUMMER })).toBeNull();
    expect(storeSpelling('new1', { kind: 'created', created: code('NEW1') })).toBe('NEW1');
    expect(storeSpelling('winter5', { kind: 'inactive', code: 'WINTER5' })).toBeNull();
    expect(storeSpelling('x', { kind: 'checking' })).toBeNull();
  });
});

describe('confirmedCode', () => {
  it('is the store spelling of a typed code the store has, active, or that was created here', () => {
    expect(confirmedCode('summer10', storeLine(input({ value: 'summer10' })))).toBe('SUMMER10');
    expect(confirmedCode(' SUMMER10 ', { kind: 'found', found: SUMMER })).toBe('SUMMER10');
    expect(confirmedCode('new1', storeLine(input({ value: 'new1', created: code('NEW1') })))).toBe('NEW1');
    const checked = input({ value: 'FALL20', check: { code: 'FALL20', status: 'found', found: code('FALL20') } });
    expect(confirmedCode('FALL20', storeLine(checked))).toBe('FALL20');
  });

  it('is null while checking, and for a missing, inactive or unchecked code, or without a store', () => {
    expect(confirmedCode('FALL20', storeLine(input({ value: 'FALL20' })))).toBeNull();
    expect(confirmedCode('FALL20', storeLine(input({ value: 'FALL20', check: { code: 'FALL20', status: 'missing' } })))).toBeNull();
    expect(confirmedCode('FALL20', storeLine(input({ value: 'FALL20', check: { code: 'FALL20', status: 'failed' } })))).toBeNull();
    expect(confirmedCode('winter5', storeLine(input({ value: 'winter5' })))).toBeNull();
    expect(confirmedCode('SUMMER10', storeLine(input({ value: 'SUMMER10', codes: NOT_CONNECTED })))).toBeNull();
    expect(confirmedCode('', storeLine(input({ value: '' })))).toBeNull();
  });

  it('is null for a line about another code (the field changed since)', () => {
    expect(confirmedCode('SUMMER100', { kind: 'found', found: SUMMER })).toBeNull();
    expect(confirmedCode('NEW2', { kind: 'created', created: code('NEW1') })).toBeNull();
  });
});

describe('the list', () => {
  it('finds codes case-insensitively and puts a created code first, once', () => {
    expect(findStoreCode(connected(SUMMER), 'Summer10')).toBe(SUMMER);
    expect(findStoreCode(null, 'SUMMER10')).toBeNull();
    const created = code('summer10');
    expect(withStoreCode(connected(WINTER, SUMMER), created)?.codes).toEqual([created, WINTER]);
    expect(withStoreCode(null, created)).toBeNull();
  });
});

describe('save errors', () => {
  const refused = "Your store has no code NEW1. Create it here or pick one of your store's codes.";

  it('sends a refused promocode to the field and skips the dialog when nothing else failed', () => {
    const error = new ApiError(422, 'validation_failed', 'Invalid input', { promocode: refused });
    expect(saveFailure(error, ' NEW1 ')).toEqual({ promocode: { code: 'NEW1', message: refused }, dialog: false });
  });

  it('keeps the dialog for other failures', () => {
    const both = new ApiError(422, 'validation_failed', 'Invalid input', { promocode: refused, inventory_ids: 'Choose between 1 and 15 products' });
    expect(saveFailure(both, 'NEW1')).toEqual({ promocode: { code: 'NEW1', message: refused }, dialog: true });
    expect(saveFailure(new ApiError(500, 'http', 'HTTP 500'), 'NEW1')).toEqual({ promocode: null, dialog: true });
    expect(saveFailure(new Error('offline'), 'NEW1')).toEqual({ promocode: null, dialog: true });
  });

  it('shows the message while the field holds that code, until the store line confirms it', () => {
    const saved = { code: 'NEW1', message: refused };
    expect(saveErrorFor(saved, 'NEW1')).toBe(refused);
    expect(saveErrorFor(saved, 'NEW12')).toBeUndefined();
    expect(saveErrorFor(null, 'NEW1')).toBeUndefined();
    expect(shownSaveError(refused, { kind: 'missing', code: 'NEW1', canCreate: true })).toBe(refused);
    expect(shownSaveError(refused, { kind: 'created', created: code('NEW1') })).toBeUndefined();
    expect(shownSaveError(refused, { kind: 'found', found: code('NEW1') })).toBeUndefined();
  });

  it("keeps a refusal that is not the store's word, though the store has the code", () => {
    const notYours = 'You can use only your own promocode, MAYA10, on your links';
    expect(shownSaveError(notYours, { kind: 'found', found: code('NOA10') })).toBe(notYours);
    const merchantOnly = 'Only the merchant can add a promocode to your links';
    expect(shownSaveError(merchantOnly, { kind: 'found', found: code('NOA10') })).toBe(merchantOnly);
    expect(shownSaveError(undefined, { kind: 'found', found: code('NOA10') })).toBeUndefined();
  });
});
