/**
 * The browser entry (docs/ssr-contract.md): read the embedded page props, load the page's
 * chunk and its language's catalogue (both preloaded by the document), hydrate `#root`, then
 * announce readiness (`window.__SHOPLINKS_READY__` and the `shoplinks:ready` event) for the
 * document shell's fallback timer, the browser tests and `scripts/bench phone`. The
 * console's errors and warnings are also uploaded for operators (`lib/clientLog.ts`).
 */
import { hydrateRoot } from 'react-dom/client';
import { ClientApp } from '../../ui/src/app/ClientApp';
import { loadPage } from '../../ui/src/app/clientPages';
import { readPageData } from '../../ui/src/app/pageData';
import { loadCatalogue } from '../../ui/src/i18n/loadCatalogue';
import { installClientLog } from '../../ui/src/lib/clientLog';

function markReady(): void {
  if (window.__SHOPLINKS_READY__) return;
  window.__SHOPLINKS_READY__ = true;
  window.dispatchEvent(new Event('shoplinks:ready'));
}

async function start(): Promise<void> {
  installClientLog();
  const props = readPageData(document);
  const [Page] = await Promise.all([loadPage(props.page), loadCatalogue(props.locale)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  hydrateRoot(
    container,
    <ClientApp initialProps={props} initialPage={Page} onHydrated={markReady} />,
  );
}

start().catch((error: unknown) => {
  // The page stays server-rendered; the shell's 20 s fallback offers a reload.
  console.error('Shoplinks could not start', error);
});
