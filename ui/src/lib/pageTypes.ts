/** What every page component receives: the server's typed page props. */
import type { ComponentType } from 'react';
import type { PageProps } from '../generated/PageProps';

export interface PageComponentProps {
  props: PageProps;
}

export type PageComponent = ComponentType<PageComponentProps>;
