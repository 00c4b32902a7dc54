/** The not-found page (docs/dashboard.md#static-pages), with a way back home. */
import styled from 'styled-components';
import { ButtonLink } from '../components/ButtonLink';
import { Panel } from '../components/Panel';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function NotFoundPage(_: PageComponentProps) {
  const t = useT();
  return (
    <Panel title={t('notFound.title')} headingLevel={1}>
      <Body>{t('notFound.body')}</Body>
      <ButtonLink href="/">{t('notFound.home')}</ButtonLink>
    </Panel>
  );
}

const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;
