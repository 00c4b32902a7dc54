import { describe, expect, it } from 'vitest';
import { editPath, listPath, parseContentPath, previewPath } from './contentRoute';

describe('content routes', () => {
  it('builds the list, edit and preview paths', () => {
    expect(listPath('LOOK')).toBe('/admin/links');
    expect(listPath('SHORT')).toBe('/admin/shorts');
    expect(editPath('LOOK', 'aB3')).toBe('/admin/links/edit/aB3');
    expect(previewPath('SHORT', 'x y')).toBe('/admin/shorts/preview/x%20y');
  });

  it('reads edit and preview ids and treats the rest as the list', () => {
    expect(parseContentPath('/admin/links/edit/aB3')).toEqual({ mode: 'edit', id: 'aB3' });
    expect(parseContentPath('/admin/shorts/preview/x%20y/')).toEqual({ mode: 'preview', id: 'x y' });
    expect(parseContentPath('/admin/links')).toEqual({ mode: 'list' });
    expect(parseContentPath('/admin/links/edit')).toEqual({ mode: 'list' });
    expect(parseContentPath('/admin/links/links/1')).toEqual({ mode: 'list' });
  });
});
