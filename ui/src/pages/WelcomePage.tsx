/** The welcome page (docs/dashboard.md#static-pages): hero with log in / sign up, features, footer. */
import { WelcomeFeatures } from '../features/welcome/components/WelcomeFeatures';
import { WelcomeFooter } from '../features/welcome/components/WelcomeFooter';
import { WelcomeHero } from '../features/welcome/components/WelcomeHero';
import type { PageComponentProps } from '../lib/pageTypes';

export function WelcomePage({ props }: PageComponentProps) {
  return (
    <>
      <WelcomeHero />
      <WelcomeFeatures />
      <WelcomeFooter supportEmail={props.config.supportEmail} />
    </>
  );
}
