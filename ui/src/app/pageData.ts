/** Reads the page props the server embedded as `<script type="application/json" id="__PAGE_DATA__">`. */
import type { PageProps } from '../generated/PageProps';

export const PAGE_DATA_ID = '__PAGE_DATA__';

export function readPageData(doc: Document): PageProps {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) throw new Error(`#${PAGE_DATA_ID} is missing`);
  return JSON.parse(element.textContent) as PageProps;
}
