import { describe, expect, it } from 'vitest';
import { renderMarkup, renderWithStyles, textOf } from '../../lib/testRender';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { ExperiencesTable } from './components/ExperiencesTable';
import { MultilinkEditorDialog } from './components/MultilinkEditorDialog';
import { MultilinkItem } from './components/MultilinkItem';
import { MultilinksArea } from './components/MultilinksArea';
import { EXPERIENCE_FIGURES, MULTILINK } from './testMultilinks';

const noop = () => undefined;

describe('MultilinksArea', () => {
  it('shows admins the search box and the create button, loading the list', () => {
    const html = renderMarkup(<MultilinksArea user={testUser()} path="/admin/multilinks" query="" />);
    expect(html).toContain('data-multilinks-area');
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(html).toContain('data-create-multilink');
    expect(textOf(html)).toContain('Create new multilink');
  });
  it('hides the create button from influencers', () => {
    expect(renderMarkup(<MultilinksArea user={testInfluencer()} path="/admin/multilinks" query="" />)).not.toContain('data-create-multilink');
  });
});

describe('MultilinkItem', () => {
  it('shows title, created date, clicks and experiences', () => {
    const text = textOf(renderMarkup(<MultilinkItem multilink={MULTILINK} onOpen={noop} onEdit={noop} onDelete={noop} onCopied={noop} />));
    expect(text).toContain('Spring test');
    expect(text).toContain('01/11/2026');
    expect(text).toContain('30 clicks');
    expect(text).toContain('2 experiences');
    expect(text).toContain('SPRING');
  });
  it('shows the public address and the actions every link card has', () => {
    const html = renderMarkup(<MultilinkItem multilink={MULTILINK} onOpen={noop} onEdit={noop} onDelete={noop} onCopied={noop} />);
    expect(html).toContain('data-public-url="https://go.example/shop/multi1"');
    expect(textOf(html)).toContain('go.example/shop/multi1');
    expect(html).toContain('href="/admin/multilinks/preview/multi1"');
    for (const action of ['copy', 'qr', 'edit', 'delete']) expect(html).toContain(`data-action="${action}"`);
    expect(textOf(html)).toContain('Open');
  });
  it('leaves Edit and Delete out for those who may not manage multilinks', () => {
    const html = renderMarkup(<MultilinkItem multilink={MULTILINK} onOpen={noop} onEdit={null} onDelete={null} onCopied={noop} />);
    expect(html).not.toContain('data-action="edit"');
    expect(html).not.toContain('data-action="delete"');
    expect(html).toContain('data-action="qr"');
  });
});

describe('ExperiencesTable', () => {
  it('names experiences A and B and links each to its link preview, which returns to this multilink', () => {
    const html = renderMarkup(<ExperiencesTable multilink={MULTILINK} experiences={EXPERIENCE_FIGURES} />);
    expect(html).toContain('href="/admin/links/preview/lookA?multilink=multi1"');
    expect(html).toContain('href="/admin/shorts/preview/shortB?multilink=multi1"');
    const text = textOf(html);
    for (const part of ['Experience A', 'Experience B', 'Instant store', 'Custom URL', 'All devices', '60%', '40%', '20%', '$19.00']) {
      expect(text).toContain(part);
    }
  });
  it('uses 62px rows', () => {
    expect(renderWithStyles(<ExperiencesTable multilink={MULTILINK} experiences={EXPERIENCE_FIGURES} />).styles).toMatch(/height:\s*62px/);
  });
});

describe('MultilinkEditorDialog (create)', () => {
  const html = renderMarkup(<MultilinkEditorDialog user={testUser()} multilinkId={null} onClose={noop} onSaved={noop} />);

  it('starts with two look experiences split 50/50 for all devices, save disabled', () => {
    expect(html).toContain('data-multilink-editor="create"');
    expect(html).toContain('data-experience="A"');
    expect(html).toContain('data-experience="B"');
    expect(html.match(/name="[^"]*-share"[^>]*value="50"|value="50"[^>]*name="[^"]*-share"/g)?.length).toBe(2);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-save-link=""|<button[^>]*data-save-link=""[^>]*disabled=""/);
  });
  it('offers every type on create and the tracking tags to admins', () => {
    expect(html).not.toMatch(/type="radio"[^>]*disabled/);
    expect(html).toContain('data-tracking-tags');
  });
  it('hides the tracking tags from non-admins', () => {
    const influencer = renderMarkup(<MultilinkEditorDialog user={testInfluencer()} multilinkId={null} onClose={noop} onSaved={noop} />);
    expect(influencer).not.toContain('data-tracking-tags');
  });
});

describe('MultilinksArea with ?create=1', () => {
  it('keeps the create dialog out of the server markup', () => {
    expect(renderMarkup(<MultilinksArea user={testUser()} path="/admin/multilinks" query="create=1" />)).not.toContain('<dialog');
  });
});

describe('MultilinksArea at /admin/multilinks/preview/{id}', () => {
  it('keeps the preview dialog out of the server markup (it opens after mount)', () => {
    const html = renderMarkup(<MultilinksArea user={testUser()} path="/admin/multilinks/preview/multi1" query="" />);
    expect(html).toContain('data-multilinks-area');
    expect(html).not.toContain('<dialog');
  });
});
