/** Shorts (spec 2 §2 "Shorts page"): the shorts list, its editor and the link preview. */
import type { PageComponentProps } from '../lib/pageTypes';
import { LinkContentPage } from './LinkContentPage';

export function ShortsPage({ props }: PageComponentProps) {
  return <LinkContentPage kind="SHORT" props={props} />;
}
