/**
 * The shopboard's analytics section: there is nothing to count until the public feed is
 * published, so it says so plainly, with no figures.
 */
import styled from 'styled-components';
import { SectionCard, SectionHeading } from '../../../components/SectionCard';
import { useT } from '../../../i18n/useT';

export function AnalyticsNote() {
  const t = useT();
  return (
    <SectionCard data-shopboard-analytics="">
      <SectionHeading>{t('shopboard.analytics.title')}</SectionHeading>
      <Note>{t('shopboard.analytics.note')}</Note>
    </SectionCard>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
