/** Three cards naming what the product does: shoppable links, influencers, real analytics. */
import styled from 'styled-components';
import type { MessageKey } from '../../../i18n/catalogue';
import { Icon, type IconName } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';

const FEATURES: ReadonlyArray<{ icon: IconName; title: MessageKey; body: MessageKey }> = [
  { icon: 'link', title: 'welcome.feature.links.title', body: 'welcome.feature.links.body' },
  {
    icon: 'users',
    title: 'welcome.feature.influencers.title',
    body: 'welcome.feature.influencers.body',
  },
  { icon: 'chart', title: 'welcome.feature.analytics.title', body: 'welcome.feature.analytics.body' },
];

export function WelcomeFeatures() {
  const t = useT();
  return (
    <section aria-label={t('welcome.features')}>
      <Grid>
        {FEATURES.map((feature) => (
          <Card key={feature.title}>
            <IconBadge>
              <Icon name={feature.icon} size={22} />
            </IconBadge>
            <Title>{t(feature.title)}</Title>
            <Body>{t(feature.body)}</Body>
          </Card>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const IconBadge = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
