/**
 * The browser root: holds the current page (props + component), signals readiness once
 * hydrated, and lets client navigation swap the page while the layout stays mounted.
 */
import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '../generated/PageProps';
import { App } from './App';
import { installClientNavigation } from './clientNavigation';
import type { PageComponent } from '../lib/pageTypes';

interface Props {
  initialProps: PageProps;
  initialPage: PageComponent;
  /** Called once, after hydration has committed. */
  onHydrated: () => void;
}

interface Shown {
  props: PageProps;
  Page: PageComponent;
}

export function ClientApp({ initialProps, initialPage, onHydrated }: Props) {
  const [shown, setShown] = useState<Shown>({ props: initialProps, Page: initialPage });
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    onHydrated();
  }, [onHydrated]);

  useEffect(
    () =>
      installClientNavigation({
        currentPage: () => shownRef.current.props.page,
        show: (props, Page) => setShown({ props, Page }),
      }),
    [],
  );

  return <App props={shown.props} Page={shown.Page} />;
}
