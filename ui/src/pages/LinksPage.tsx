/** Links (spec 2 §2 "Links page"): the looks list, its editor and the link preview. */
import type { PageComponentProps } from '../app/pageTypes';
import { LinkContentPage } from './LinkContentPage';

export function LinksPage({ props }: PageComponentProps) {
  return <LinkContentPage kind="LOOK" props={props} />;
}
