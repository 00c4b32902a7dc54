import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../lib/testRender';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { FreeTrialDialog } from './FreeTrialDialog';

const noop = () => undefined;

describe('FreeTrialDialog', () => {
  it('leads the merchant to the plans', () => {
    const html = renderMarkup(<FreeTrialDialog user={testUser()} onClose={noop} />);
    expect(textOf(html)).toBe('Your free trial has ended Choose a plan to keep creating and editing links. See plans');
    expect(html).toMatch(/<a[^>]*href="\/pricing-plans"/);
  });

  it('tells an influencer that the merchant must choose a plan, and only closes', () => {
    const html = renderMarkup(<FreeTrialDialog user={testInfluencer()} onClose={noop} />, testInfluencer());
    expect(textOf(html)).toBe('The free trial has ended Creating and editing links is paused until Acme chooses a plan. OK');
    expect(html).not.toContain('/pricing-plans');
    expect(html).toMatch(/<button[^>]*>OK<\/button>/);
  });

  it('speaks Hebrew to an influencer too', () => {
    const html = renderMarkup(<FreeTrialDialog user={testInfluencer()} onClose={noop} />, testInfluencer(), 'he');
    expect(textOf(html)).toContain('יצירה ועריכה של קישורים מושהות עד ש־Acme יבחרו מסלול.');
  });
});
