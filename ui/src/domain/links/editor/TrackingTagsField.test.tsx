import { describe, expect, it } from 'vitest';
import { EMPTY_UTM } from '../trackingTags';
import { renderMarkup, textOf } from '../../../lib/testRender';
import { TrackingTagsField } from './TrackingTagsField';

const noop = () => undefined;

describe('TrackingTagsField', () => {
  it('starts off without tags: no inputs', () => {
    const html = renderMarkup(<TrackingTagsField value={EMPTY_UTM} onChange={noop} />);
    expect(html).toMatch(/role="switch"/);
    expect(html).not.toMatch(/checked=""/);
    expect(html).not.toContain('name="utm_source"');
  });

  it('starts on with tags and shows the query-string preview', () => {
    const html = renderMarkup(<TrackingTagsField value={{ ...EMPTY_UTM, utm_source: 'ig', utm_medium: 'story' }} onChange={noop} />);
    expect(html).toMatch(/checked=""/);
    expect(html).toContain('name="utm_content"');
    expect(textOf(html)).toContain('?utm_source=ig&utm_medium=story');
  });
});
