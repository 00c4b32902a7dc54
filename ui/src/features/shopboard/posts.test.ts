import { describe, expect, it, vi } from 'vitest';
import type { SocialPost } from '../../generated/SocialPost';
import { ApiError } from '../../lib/api';
import { shownProducts, tagState, toggleVisibility } from './posts';
import { testPost, testProduct } from './testShopboard';

describe('a post’s tags', () => {
  it('names who tagged it', () => {
    expect(tagState(testPost({ tagged_by: 'manual' }))).toBe('manual');
    expect(tagState(testPost({ tagged_by: 'ai' }))).toBe('ai');
    expect(tagState(testPost({ tagged_by: null }))).toBe('untagged');
  });

  it('shows the merchant’s products, else what AI tagging found on an AI-tagged post', () => {
    const mine = [testProduct('1')];
    const found = [testProduct('2')];
    expect(shownProducts(testPost({ tagged_by: 'manual', products: mine, auto_tagged_products: found }))).toBe(mine);
    expect(shownProducts(testPost({ tagged_by: 'ai', auto_tagged_products: found }))).toBe(found);
    expect(shownProducts(testPost({ tagged_by: null, auto_tagged_products: found }))).toEqual([]);
  });
});

describe('the optimistic visibility switch', () => {
  it('flips the card at once, then shows what the server stored', async () => {
    const post = testPost({ visible: true });
    const stored = testPost({ visible: false, caption: 'as stored' });
    const shown: SocialPost[] = [];
    let answer: (post: SocialPost) => void = () => undefined;
    const send = vi.fn(() => new Promise<SocialPost>((resolve) => (answer = resolve)));
    const fail = vi.fn();
    const done = toggleVisibility(post, { show: (p) => shown.push(p), send, fail });
    expect(send).toHaveBeenCalledWith(false);
    expect(shown.map((p) => p.visible)).toEqual([false]); // before the server answered
    answer(stored);
    expect(await done).toBe(true);
    expect(shown.at(-1)).toBe(stored);
    expect(fail).not.toHaveBeenCalled();
  });

  it('flips back and reports the failure when the server refuses', async () => {
    const post = testPost({ visible: false });
    const shown: SocialPost[] = [];
    const refusal = new ApiError(403, 'forbidden', 'Your free trial has ended. Choose a plan to keep using the shopboard.');
    const fail = vi.fn();
    const kept = await toggleVisibility(post, { show: (p) => shown.push(p), send: () => Promise.reject(refusal), fail });
    expect(kept).toBe(false);
    expect(shown.map((p) => p.visible)).toEqual([true, false]);
    expect(shown.at(-1)).toBe(post);
    expect(fail).toHaveBeenCalledWith(refusal);
  });
});
