/** A plain panel saying an area is not built yet; never fake data in its place. */
import styled from 'styled-components';
import { useT } from '../i18n/useT';
import { Panel } from './Panel';

interface Props {
  /** The area's display name, already translated. */
  area: string;
}

export function ComingSoonPanel({ area }: Props) {
  const t = useT();
  return (
    <Panel title={t('comingSoon.title', { area })} headingLevel={1}>
      <Body>{t('comingSoon.body', { area })}</Body>
    </Panel>
  );
}

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
