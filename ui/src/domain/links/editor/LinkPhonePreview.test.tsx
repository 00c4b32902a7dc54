import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../editorState';
import { testProduct } from '../testLinks';
import { renderMarkup } from '../../../lib/testRender';
import { LinkPhonePreview } from './LinkPhonePreview';

describe('the phone preview', () => {
  it("is an empty frame of its own in the server markup: the public page is drawn into it in the browser", () => {
    const html = renderMarkup(
      <LinkPhonePreview draft={{ ...emptyDraft('LOOK'), products: [testProduct('1')] }} storePage={() => <p>the public page</p>} />,
    );
    expect(html).toContain('data-link-preview=""');
    expect(html).toMatch(/<iframe title="Preview" srcDoc="[^"]*&lt;body&gt;&lt;\/body&gt;/);
    expect(html).not.toContain('the public page');
    expect(html).not.toContain('Product 1');
  });
});
