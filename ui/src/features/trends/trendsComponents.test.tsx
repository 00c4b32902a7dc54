import { describe, expect, it } from 'vitest';
import { renderMarkup, renderWithStyles, textOf } from '../../lib/testRender';
import { ProductCard } from './components/ProductCard';
import { TrendSection } from './components/TrendSection';
import { testProduct } from './testProducts';

const card = (ratio: number, locale: 'en' | 'he' = 'en') =>
  renderMarkup(<ProductCard product={testProduct('7', 'Mug', { variant_availability_ratio: ratio, selling_score: 87 })} />, undefined, locale);

describe('a trend product card', () => {
  it('colours availability green from 75 %, amber from 50 %, red below, with the percentage', () => {
    expect(card(1)).toMatch(/data-availability="good"[^>]*>100% available</);
    expect(card(0.75)).toMatch(/data-availability="good"[^>]*>75% available</);
    expect(card(0.74)).toMatch(/data-availability="fair"[^>]*>74% available</);
    expect(card(0.5)).toMatch(/data-availability="fair"[^>]*>50% available</);
    expect(card(0.49)).toMatch(/data-availability="poor"[^>]*>49% available</);
    expect(card(0)).toMatch(/data-availability="poor"[^>]*>0% available</);
  });

  it('shows the picture, the title linking to the store page, and the selling score', () => {
    const html = card(1);
    expect(html).toContain('src="https://img.example/7.png"');
    expect(html).toMatch(/<a[^>]*href="https:\/\/shop.example\/products\/mug"[^>]*target="_blank"/);
    expect(textOf(html)).toContain('Selling score 87');
  });

  it('has a quick link to a new link with the product', () => {
    expect(card(1)).toContain('href="/admin/links?create=1&amp;products=gid%3A%2F%2Fshopify%2FProduct%2F7"');
    expect(card(1)).toContain('aria-label="Create link: Mug"');
  });

  it('links a pair when asked (a complement with the chosen product)', () => {
    const html = renderMarkup(
      <ProductCard product={testProduct('8', 'Coaster')} quickLinkIds={['gid://shopify/Product/7', 'gid://shopify/Product/8']} quickLinkTitles={['Mug', 'Coaster']} />,
    );
    expect(html).toContain('products=gid%3A%2F%2Fshopify%2FProduct%2F7%2Cgid%3A%2F%2Fshopify%2FProduct%2F8');
    expect(html).toContain('aria-label="Create link: Mug, Coaster"');
  });

  it('speaks Hebrew', () => {
    expect(textOf(card(0.6, 'he'))).toContain('ציון מכירות 87');
  });
});

describe('a trends section', () => {
  const section = (id: 'topProducts' | 'combinations', props: { loading?: boolean; emptyText?: string | null } = {}) =>
    renderWithStyles(
      <TrendSection id={id} title="Top" loading={props.loading ?? false} emptyText={props.emptyText ?? null}>
        <li>card</li>
      </TrendSection>,
    );

  it('starts collapsed to its size, top products to 115 px and combinations to 147 px', () => {
    const top = section('topProducts');
    expect(top.html).toContain('data-expanded="false"');
    expect(top.styles).toContain('max-height:115px');
    expect(section('combinations').styles).toContain('max-height:147px');
  });

  it('offers no See all before the browser has measured the list', () => {
    expect(section('topProducts').html).not.toContain('See all');
  });

  it('shows a loader while loading, and its empty text when there is nothing', () => {
    expect(section('topProducts', { loading: true }).html).toContain('role="status"');
    const empty = section('topProducts', { emptyText: 'No sales through your links yet.' }).html;
    expect(textOf(empty)).toContain('No sales through your links yet.');
    expect(empty).not.toContain('card');
  });
});
