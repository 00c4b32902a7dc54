import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageProps } from '../generated/PageProps';
import { textOf } from '../lib/testRender';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(overrides: Partial<PageProps> = {}) {
  const props: PageProps = {
    page: 'magicStore',
    path: '/admin/magic-store',
    query: '',
    locale: 'en',
    user: testUser(),
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(props.page)} />));
  } finally {
    sheet.seal();
  }
}

/** The attributes of the first `<input>` carrying `marker`. */
const inputWith = (html: string, marker: string) => new RegExp(`<input[^>]*${marker}[^>]*>`).exec(html)?.[0] ?? '';

describe('magic store page', () => {
  it('gives a paid merchant with AI tagging the picker: drop zone, camera and file choice', () => {
    const html = render();
    expect(html).toMatch(/<h1[^>]*>Magic store<\/h1>/);
    expect(html).toContain('data-magic-store');
    const text = textOf(html);
    expect(text).toContain('Drop a photo or video here');
    expect(text).toContain('Take a photo or video');
    expect(text).toContain('Choose a file');
    expect(text).toContain('Photos up to 10 MB; MP4, MOV, WebM or Ogg videos up to 150 MB.');
    const files = inputWith(html, 'data-magic-file');
    expect(files).toContain('type="file"');
    expect(files).toContain('accept="image/*,video/mp4,video/quicktime,video/webm,video/ogg"');
    expect(files).not.toContain('capture');
    expect(inputWith(html, 'data-magic-camera')).toContain('capture="environment"');
    // Dialogs (progress, create link) and alerts only ever follow what the merchant does.
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain('data-magic-alert');
  });

  it('sends a free account in its trial to the plans, with the upgrade dialog after mount', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }) });
    expect(html).toContain('data-magic-upgrade');
    expect(html).toContain('href="/pricing-plans"');
    expect(textOf(html)).toContain('Magic store, a new link from a photo or video of your products, comes with the paid plans.');
    expect(html).not.toContain('data-magic-store');
    expect(html).not.toContain('<dialog');
  });

  it('sends a free account whose trial ended to the plans (the free-trial dialog after mount)', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }) });
    expect(html).toContain('data-magic-trial-ended');
    expect(textOf(html)).toContain('Choose a plan to use magic store.');
    expect(html).toContain('href="/pricing-plans"');
    expect(html).not.toContain('data-magic-store');
  });

  it('sends a paid merchant with AI tagging off to Settings, and one without a store home', () => {
    const off = render({ user: testUser({ productVisionEnabled: false }) });
    expect(off).toContain('data-magic-way-on="turn-on"');
    expect(textOf(off)).toContain('Turn on AI tagging in Settings to use magic store');
    expect(off).toMatch(/href="\/admin\/settings"[^>]*>Open Settings</);
    expect(off).not.toContain('data-magic-store');

    const storeless = render({ user: testUser({ storeConnected: false }) });
    expect(storeless).toContain('data-magic-way-on="needs-store"');
    expect(storeless).toMatch(/href="\/admin\/home"[^>]*>Connect your store</);
  });

  it('tells an influencer the area is the merchant’s', () => {
    const html = render({ user: testInfluencer() });
    expect(textOf(html)).toContain("Magic store is the merchant's area, so only the merchant will see it.");
    expect(html).not.toContain('data-magic-store');
    expect(html).not.toContain('data-magic-upgrade');
  });

  it('renders in Hebrew', () => {
    const text = textOf(render({ locale: 'he' }));
    expect(text).toContain('החנות הקסומה');
    expect(text).toContain('צילום תמונה או סרטון');
    expect(text).toContain('בחירת קובץ');
  });
});
