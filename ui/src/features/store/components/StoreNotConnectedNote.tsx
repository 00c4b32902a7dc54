/** Home for an influencer whose merchant has no store yet: a plain note, nothing to do here. */
import styled from 'styled-components';
import { Panel } from '../../../components/Panel';
import { useT } from '../../../i18n/useT';

export function StoreNotConnectedNote() {
  const t = useT();
  return (
    <Panel title={t('store.influencer.title')} headingLevel={1}>
      <Body data-store-missing="">{t('store.influencer.body')}</Body>
    </Panel>
  );
}

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
