import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../lib/testRender';
import { TEST_CONFIG, testInfluencer, testUser } from '../../lib/testUsers';
import { AiTaggingSection } from './components/AiTaggingSection';
import { SettingsArea } from './components/SettingsArea';
import { SwapList } from './components/SwapList';

const noop = () => undefined;
const tagging = (access: 'paid' | 'upgrade' | 'tryFree', productVisionEnabled = true) =>
  renderMarkup(
    <AiTaggingSection value="MEDIUM" onChange={noop} access={access} productVisionEnabled={productVisionEnabled} bookDemoUrl="https://cal.example/demo" />,
  );

describe('the Settings page', () => {
  it('sends an influencer and a merchant without a store home, with a loader meanwhile', () => {
    for (const user of [testInfluencer(), testUser({ storeConnected: false })]) {
      const html = renderMarkup(<SettingsArea user={user} config={TEST_CONFIG} />, user);
      expect(html).not.toContain('data-settings-page');
      expect(html).toContain('role="status"');
    }
  });

  it('renders the title and a loader for the merchant until the settings arrive', () => {
    const html = renderMarkup(<SettingsArea user={testUser()} config={TEST_CONFIG} />);
    expect(html).toMatch(/<h1[^>]*>Settings<\/h1>/);
    expect(html).not.toContain('data-settings-section');
  });
});

describe('AI tagging', () => {
  it('lets a paid plan choose the sensitivity', () => {
    const html = tagging('paid');
    expect(html).toMatch(/<select[^>]*name="product_search_sensitivity"/);
    expect(html).not.toMatch(/<select[^>]*disabled/);
    expect(textOf(html)).toContain('Medium: close and likely matches');
    expect(html).not.toContain('href="/pricing-plans"');
  });

  it('shows a free plan the choice disabled, with Upgrade in the trial and Try for free after it', () => {
    const inTrial = tagging('upgrade');
    expect(inTrial).toMatch(/<select[^>]*disabled/);
    expect(textOf(inTrial)).toContain('AI tagging comes with the paid plans.');
    expect(inTrial).toMatch(/<a[^>]*href="\/pricing-plans"[^>]*>Upgrade<\/a>/);
    expect(tagging('tryFree')).toMatch(/<a[^>]*href="\/pricing-plans"[^>]*>Try for free<\/a>/);
  });

  it('offers a demo where product vision is off', () => {
    expect(tagging('paid', false)).toMatch(/<a[^>]*href="https:\/\/cal.example\/demo"[^>]*target="_blank"/);
    expect(tagging('paid', true)).not.toContain('data-book-demo');
  });
});

describe('the swaps record', () => {
  it('lists each swap with its look, the two products and the day', () => {
    const html = renderMarkup(
      <SwapList
        swaps={[
          {
            id: 's1',
            link_id: 'lk1',
            link_title: 'Spring look',
            from_product_id: 'p1',
            from_title: 'Red dress',
            to_product_id: 'p2',
            to_title: 'Blue dress',
            created_at: '2026-03-04T10:00:00',
          },
        ]}
      />,
    );
    const text = textOf(html);
    expect(html).toContain('href="/admin/links/preview/lk1"');
    expect(text).toContain('Red dress');
    expect(text).toContain('replaced by');
    expect(text).toContain('Blue dress');
    expect(text).toContain('04/03/2026');
  });

  it('says when nothing was swapped yet', () => {
    expect(textOf(renderMarkup(<SwapList swaps={[]} />))).toContain('No products have been swapped yet.');
  });
});
