/** Every page that is not built yet: names its area in a coming-soon panel inside its layout. */
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function ComingSoonPage({ props }: PageComponentProps) {
  const t = useT();
  return <ComingSoonPanel area={t(`page.${props.page}.title`)} />;
}
