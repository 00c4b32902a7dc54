import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { testPost } from '../testShopboard';
import { PostCard } from './PostCard';

function render(permalink: string) {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <PostCard
            post={testPost({ permalink })}
            networkName="Instagram"
            analyticsHref="/a"
            saving={false}
            onToggleVisible={() => {}}
            onTag={() => {}}
          />
        </ThemeProvider>,
      ),
    );
  } finally {
    sheet.seal();
  }
}

describe('post card', () => {
  it('links to the post on its network', () => {
    const html = render('https://www.instagram.com/p/1/');
    expect(html).toContain('href="https://www.instagram.com/p/1/"');
    expect(html).toContain('Open on Instagram');
  });

  it('shows no link when the server kept no permalink (it was not a web address)', () => {
    const html = render('');
    expect(html).not.toContain('Open on Instagram');
  });
});
