/**
 * After client-side navigation, brings the parts of the document React does not own up to
 * date: title, meta description, and `<html lang/dir>`.
 */
import type { PageProps } from '../generated/PageProps';
import { directionOf } from '../i18n/translate';
import { headFor } from './head';

export function applyDocumentChrome(doc: Document, props: PageProps): void {
  const head = headFor(props);
  doc.title = head.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  doc.documentElement.lang = props.locale;
  doc.documentElement.dir = directionOf(props.locale);
}
