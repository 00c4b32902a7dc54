/**
 * The server bundle's entry (docs/ssr-contract.md). The Rust SSR pool loads the IIFE once per
 * resident runtime and calls `SSR.render(propsJson)` for each request.
 */
import './polyfills';
// Every language renders here, synchronously; the browser loads only its page's (loadCatalogue).
import '../../ui/src/i18n/allCatalogues';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../../ui/src/app/App';
import { headFor, renderHead } from '../../ui/src/app/head';
import { serverPageFor } from '../../ui/src/app/serverPages';
import type { PageProps } from '../../ui/src/generated/PageProps';

export interface RenderResult {
  /** Markup for inside `<div id="root">`. */
  html: string;
  /** styled-components `<style>` tags collected during this render. */
  styles: string;
  /** `<title>`, description and social tags, all escaped. */
  head: string;
}

/** Optional, beyond the contract: a CSP nonce to put on the style tags. */
export interface RenderOptions {
  nonce?: string;
}

export function render(propsJson: string, options?: RenderOptions): RenderResult {
  const props = JSON.parse(propsJson) as PageProps;
  // A fresh sheet per render: runtimes are reused, and styles must never leak between requests.
  const sheet = new ServerStyleSheet(options?.nonce ? { nonce: options.nonce } : undefined);
  try {
    const Page = serverPageFor(props.page);
    const html = renderToString(sheet.collectStyles(<App props={props} Page={Page} />));
    return { html, styles: sheet.getStyleTags(), head: renderHead(headFor(props)) };
  } finally {
    sheet.seal();
  }
}

// The IIFE's `var SSR` is global when the bundle runs as a classic script; setting it on
// globalThis as well keeps `globalThis.SSR.render` working if it is ever evaluated as a module.
(globalThis as { SSR?: unknown }).SSR = { render };
