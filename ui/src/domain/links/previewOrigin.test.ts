import { describe, expect, it } from 'vitest';
import { fromMultilink, multilinkPreviewId, multilinkPreviewPath, previewBackPath } from './previewOrigin';

describe('multilink preview paths', () => {
  it('builds and reads /admin/multilinks/preview/{id}', () => {
    expect(multilinkPreviewPath('aB3dE5fG')).toBe('/admin/multilinks/preview/aB3dE5fG');
    expect(multilinkPreviewPath('x y')).toBe('/admin/multilinks/preview/x%20y');
    expect(multilinkPreviewId('/admin/multilinks/preview/aB3dE5fG')).toBe('aB3dE5fG');
    expect(multilinkPreviewId('/admin/multilinks/preview/x%20y/')).toBe('x y');
    expect(multilinkPreviewId(`${multilinkPreviewPath('m1')}?q=1`)).toBe('m1');
  });

  it('answers null for the list and other paths', () => {
    for (const path of ['/admin/multilinks', '/admin/multilinks/preview', '/admin/multilinks/preview/a/b', '/admin/links/preview/a', '/admin/multilinks/edit/a']) {
      expect(multilinkPreviewId(path)).toBeNull();
    }
  });
});

describe('where a link preview goes back to', () => {
  it('marks an experience link as opened from its multilink', () => {
    expect(fromMultilink('/admin/links/preview/lookA', 'multi1')).toBe('/admin/links/preview/lookA?multilink=multi1');
    expect(fromMultilink('/admin/shorts/preview/s?x=1', 'm 1')).toBe('/admin/shorts/preview/s?x=1&multilink=m%201');
  });

  it('returns to the multilink preview it was opened from', () => {
    expect(previewBackPath('multilink=multi1', '/admin/links')).toBe('/admin/multilinks/preview/multi1');
    expect(previewBackPath('x=1&multilink=m%201', '/admin/shorts')).toBe('/admin/multilinks/preview/m%201');
  });

  it('goes to the list otherwise', () => {
    expect(previewBackPath('', '/admin/links')).toBe('/admin/links');
    expect(previewBackPath('multilink=', '/admin/shorts')).toBe('/admin/shorts');
  });

  it('keeps a crafted origin inside the multilinks path', () => {
    expect(previewBackPath('multilink=..%2F..%2Flogin', '/admin/links')).toBe('/admin/multilinks/preview/..%2F..%2Flogin');
    expect(previewBackPath('multilink=https%3A%2F%2Fevil.example', '/admin/links')).toBe(
      '/admin/multilinks/preview/https%3A%2F%2Fevil.example',
    );
  });
});
