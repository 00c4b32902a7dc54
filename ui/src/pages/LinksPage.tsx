/** Links (docs/links.md#lists): the looks list, its editor and the link preview. */
import type { PageComponentProps } from '../lib/pageTypes';
import { LinkContentPage } from './LinkContentPage';

export function LinksPage({ props }: PageComponentProps) {
  return <LinkContentPage kind="LOOK" props={props} />;
}
