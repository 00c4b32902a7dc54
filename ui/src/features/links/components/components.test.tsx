import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../generated/Locale';
import { renderMarkup, textOf } from '../../../lib/testRender';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../../lib/testUsers';
import { testLink } from '../../../domain/links/testLinks';
import { AnalyticsStrip } from './AnalyticsStrip';
import { LinkItem } from '../../../domain/links/LinkItem';
import { LookEditorDialog } from './LookEditorDialog';

const noop = () => undefined;
/** The phone preview's page: not this test's subject. */
const NoStorePage = () => null;
const render = (element: ReactElement, locale: Locale = 'en') => renderMarkup(element, testUser(), locale);

describe('LinkItem', () => {
  it('shows title, derived views, date, influencer, the public address and every action to managers', () => {
    const html = render(<LinkItem link={testLink()} canManage onEdit={noop} onDelete={noop} onCopied={noop} />);
    const body = textOf(html);
    expect(body).toContain('Summer picks');
    expect(body).toContain('10 views');
    expect(body).toMatch(/Created \d{2}\/11\/2026/);
    expect(body).toContain('anna');
    expect(html).toContain('href="/admin/links/preview/aB3dE5fG"');
    expect(html).toContain('data-action="edit"');
    expect(html).toContain('data-action="delete"');
    expect(html).toContain('data-action="copy"');
    expect(html).toContain('data-action="qr"');
    expect(html).toContain('data-public-url="https://shoplinks.example/acme/aB3dE5fG"');
    expect(textOf(html)).toContain('shoplinks.example/acme/aB3dE5fG');
  });

  it('offers only open, copy and the QR code to others, and falls back to the default image', () => {
    const link = testLink({ images: [], link_default_image: 'https://cdn.example/p1.png', link_type: 'SHORT' });
    const html = render(<LinkItem link={link} canManage={false} onEdit={noop} onDelete={noop} onCopied={noop} />);
    expect(html).toContain('src="https://cdn.example/p1.png"');
    expect(html).toContain('href="/admin/shorts/preview/aB3dE5fG"');
    expect(html).not.toContain('data-action="edit"');
    expect(html).not.toContain('data-action="delete"');
    expect(html).toContain('data-action="copy"');
    expect(html).toContain('data-action="qr"');
  });

  it('is translated in Hebrew', () => {
    const html = render(<LinkItem link={testLink()} canManage onEdit={noop} onDelete={noop} onCopied={noop} />, 'he');
    expect(textOf(html)).toContain('העתקה');
    expect(textOf(html)).toContain('קוד QR');
    expect(html).toContain('aria-label="העתקת קישור"');
  });
});

describe('AnalyticsStrip', () => {
  const figures = { currency: 'USD', visits: 900, views: 1200, checkouts: 3, revenue: '2500.00', requested_checkouts: 4 };

  it('shows admins clicks, sales and revenue', () => {
    const body = textOf(render(<AnalyticsStrip user={testUser()} figures={figures} />));
    expect(body).toContain('1.2K');
    expect(body).toContain('2.5K USD');
  });

  it('renders nothing for an influencer without permissions', () => {
    expect(render(<AnalyticsStrip user={testInfluencer({ permissions: NO_PERMISSIONS })} figures={figures} />)).not.toContain(
      'data-analytics-strip',
    );
  });
});

describe('LookEditorDialog started by the magic store', () => {
  it('says above the form that no product was recognised', () => {
    const notice = 'We did not recognise any of your products in this photo or video. Add the products of this link yourself.';
    const html = render(
      <LookEditorDialog
        user={testUser()}
        linkId={null}
        influencer={null}
        images={['https://shoplinks.example/uploads/b/magic-1-small.jpg']}
        notice={notice}
        onClose={noop}
        onSaved={noop}
        storePage={NoStorePage}
      />,
    );
    expect(html).toContain('data-editor-notice');
    expect(textOf(html)).toContain(notice);
    expect(render(<LookEditorDialog user={testUser()} linkId={null} influencer={null} onClose={noop} onSaved={noop} storePage={NoStorePage} />)).not.toContain(
      'data-editor-notice',
    );
  });
});
