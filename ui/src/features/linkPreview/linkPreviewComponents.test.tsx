import { describe, expect, it } from 'vitest';
import { renderMarkup, renderWithStyles, textOf } from '../../lib/testRender';
import { testInfluencer } from '../../lib/testUsers';
import { DateRangeSelector } from '../../components/DateRangeSelector';
import { presetRange } from '../../lib/dateRange';
import { LinkPreview } from './LinkPreview';
import { RoutedLinkPreview } from './RoutedLinkPreview';
import { LinkHeader } from './components/LinkHeader';
import { OrderDetails } from '../../domain/orders/OrderDetails';
import { SeriesChart } from '../../components/SeriesChart';
import { LOOK } from './testLink';

const noop = () => undefined;
/** The public page's component the page hands down; these renders never reach the phone preview's frame. */
const storePage = () => null;
const DAYS = [{ day: '2026-11-01', value: 0 }, { day: '2026-11-02', value: 0 }];

describe('LinkPreview', () => {
  it('renders its dialog with a loader until the link arrives (the server render)', () => {
    const html = renderMarkup(<LinkPreview linkId="aB3dE5fG" kind="LOOK" onBack={noop} onEdit={noop} onDeleted={noop} storePage={storePage} />);
    expect(html).toContain('<dialog');
    expect(textOf(html)).toContain('Link preview');
    expect(html).toContain('role="status"');
  });
  it('names a short preview', () => {
    const html = renderMarkup(<LinkPreview linkId="x" kind="SHORT" onBack={noop} onEdit={noop} onDeleted={noop} storePage={storePage} />);
    expect(textOf(html)).toContain('Short preview');
  });
});

describe('LinkHeader', () => {
  it('shows description, promocode (no influencer) and the type tags', () => {
    const text = textOf(renderMarkup(<LinkHeader link={LOOK} />));
    expect(text).toContain('Summer picks');
    expect(text).toContain('Promocode: SUMMER10');
    expect(text).toContain('Instant Store');
  });
  it('shows the influencer strip instead of the promocode, and a short its target', () => {
    const short = {
      ...LOOK,
      link_type: 'SHORT' as const,
      url_type: 'CUSTOM' as const,
      products: [],
      influencer_username: 'anna',
      shopping_redirect_url: 'https://shop.example.com/pages/sale',
    };
    const text = textOf(renderMarkup(<LinkHeader link={short} />));
    expect(text).toContain('@anna');
    expect(text).not.toContain('Promocode: SUMMER10');
    expect(text).toContain('Short');
    expect(text).toContain('Custom URL');
    expect(text).toContain('https://shop.example.com/pages/sale');
  });
});

describe('OrderDetails', () => {
  it('shows a loader, then items with the None variant hidden', () => {
    expect(renderMarkup(<OrderDetails state={{ status: 'loading' }} currency="USD" />)).toContain('Loading the items');
    const text = textOf(
      renderMarkup(
        <OrderDetails
          state={{
            status: 'ready',
            items: [
              { title: 'Shirt', image: null, variant_title: 'None', price: '19.00', quantity: 2 },
              { title: 'Hat', image: null, variant_title: 'Red', price: '5.50', quantity: 1 },
            ],
          }}
          currency="USD"
        />,
      ),
    );
    expect(text).toContain('Shirt');
    expect(text).not.toContain('None');
    expect(text).toContain('Red');
    expect(text).toContain('Qty 2');
    expect(text).toContain('$5.50');
  });
  it('says no items to display for an empty order', () => {
    expect(textOf(renderMarkup(<OrderDetails state={{ status: 'ready', items: [] }} currency="USD" />))).toContain(
      'No items to display',
    );
  });
});

describe('SeriesChart', () => {
  it('says no data for an all-zero range', () => {
    const html = renderMarkup(
      <SeriesChart title="Activity" loading={false} series={[{ id: 'clicks', label: 'Clicks', points: DAYS, formatValue: String }]} />,
    );
    expect(textOf(html)).toContain('No data for this time range');
  });
  it('renders a fixed 280px skeleton on the server when there is data', () => {
    const { html, styles } = renderWithStyles(
      <SeriesChart
        title="Activity"
        loading={false}
        series={[
          { id: 'clicks', label: 'Clicks', points: [{ day: '2026-11-01', value: 3 }], formatValue: String },
          { id: 'sales', label: 'Sales', points: DAYS, formatValue: String },
        ]}
      />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(styles).toMatch(/height:\s*280px/);
    expect(html).toMatch(/role="radio"[^>]*aria-checked="true"[^>]*>Clicks/);
  });
});

describe('DateRangeSelector', () => {
  it('shows the chosen preset, closed', () => {
    const html = renderMarkup(<DateRangeSelector value={presetRange('thisMonth', '2026-11-22')} today="2026-11-22" onChange={noop} />);
    expect(textOf(html)).toContain('This month');
    expect(html).toContain('aria-expanded="false"');
  });
  it('speaks Hebrew', () => {
    const html = renderMarkup(
      <DateRangeSelector value={presetRange('lifetime', '2026-11-22')} today="2026-11-22" onChange={noop} />,
      testInfluencer(),
      'he',
    );
    expect(textOf(html)).toContain('כל הזמן');
  });
});

describe('RoutedLinkPreview', () => {
  it('is not part of the server markup (it opens after mount)', () => {
    expect(renderMarkup(<RoutedLinkPreview kind="LOOK" linkId="aB3dE5fG" query="" storePage={storePage} />)).not.toContain('<dialog');
  });
});
