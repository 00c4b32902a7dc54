/** Shorts (docs/links.md#lists): the shorts list, its editor and the link preview. */
import type { PageComponentProps } from '../lib/pageTypes';
import { LinkContentPage } from './LinkContentPage';

export function ShortsPage({ props }: PageComponentProps) {
  return <LinkContentPage kind="SHORT" props={props} />;
}
