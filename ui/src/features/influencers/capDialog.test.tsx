import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../lib/testRender';
import { CapDialog } from './components/CapDialog';

const noop = () => undefined;

describe('the cap dialog', () => {
  it('offers Cancel, which closes, before Upgrade, which leads to the plans', () => {
    const html = renderMarkup(<CapDialog block={{ kind: 'limit', limit: 3 }} onClose={noop} />);
    expect(textOf(html)).toBe('Limit of 3 influencers reached! Upgrade your plan to add more influencers. Cancel Upgrade');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button><a[^>]*href="\/pricing-plans"[^>]*>Upgrade<\/a>/);
  });

  it('offers Cancel on the free-trial variant too, in Hebrew as well', () => {
    expect(textOf(renderMarkup(<CapDialog block={{ kind: 'freeTrial' }} onClose={noop} />))).toContain('Cancel Upgrade');
    expect(textOf(renderMarkup(<CapDialog block={{ kind: 'limit', limit: 15 }} onClose={noop} />, undefined, 'he'))).toContain('ביטול שדרוג');
  });
});
