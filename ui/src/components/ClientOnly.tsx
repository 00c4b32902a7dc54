/**
 * Renders its children only in the browser, after mount. The server and the hydration pass
 * render a skeleton of fixed size instead, so browser-only widgets (chart.js charts) never run
 * in the SSR engine and the layout does not jump when they appear.
 *
 * chart.js itself must not even be imported by code the server bundle reaches (the build fails
 * if it is). Put a chart in a `*.client.tsx` module and load it with a dynamic `import()` after
 * mount; the server build replaces `*.client` modules with empty stubs (ssr-bundle/build.mjs).
 */
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/useT';

interface Props {
  width: number | string;
  height: number;
  children: ReactNode;
}

export function ClientOnly({ width, height, children }: Props) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (mounted) return <>{children}</>;
  return (
    <Skeleton
      $width={typeof width === 'number' ? `${width}px` : width}
      $height={height}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    />
  );
}

const Skeleton = styled.div<{ $width: string; $height: number }>`
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;
