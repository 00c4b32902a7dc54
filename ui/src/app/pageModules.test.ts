import { describe, expect, it } from 'vitest';
import { PAGE_WIDTHS } from '../lib/routes';
import { PAGE_MODULES } from './pageModules';

describe('page modules', () => {
  it('exist for exactly the pages the route table gives a width', () => {
    expect(Object.keys(PAGE_WIDTHS).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
  });
});
