/** The lifetime strip above the list: the figures `stripFigures` allows for this user. */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { stripFigures, type LifetimeFigures } from '../stripFigures';

interface Props {
  user: SessionUser;
  figures: LifetimeFigures | null | undefined;
}

export function AnalyticsStrip({ user, figures }: Props) {
  const t = useT();
  const shown = stripFigures(user, figures);
  if (shown.length === 0) return null;
  return (
    <Strip aria-label={t('links.strip.title')} data-analytics-strip="">
      <Caption>{t('links.strip.title')}</Caption>
      {shown.map((figure) => (
        <Figure key={figure.id} data-figure={figure.id}>
          <Value dir="ltr">{figure.value}</Value>
          <Label>{t(`links.strip.${figure.id}`)}</Label>
        </Figure>
      ))}
    </Strip>
  );
}

const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
