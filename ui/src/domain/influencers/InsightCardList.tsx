/**
 * Insight cards as a definition list (docs/influencers.md#insights): a label, the value and an
 * optional second line per card. The merchant's influencer page and the influencer's own
 * earnings show the same cards (domain/influencers/insightCards), so both read the same.
 */
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import type { InsightCard } from './insightCards';

interface Props {
  cards: readonly InsightCard[];
  /** Names the list for assistive technology. */
  label: string;
  /** Dimmed while new figures load. */
  busy: boolean;
}

export function InsightCardList({ cards, label, busy }: Props) {
  const t = useT();
  return (
    <Cards aria-label={label} aria-busy={busy} $busy={busy}>
      {cards.map((card) => (
        <Card key={card.id} data-insight={card.id}>
          <dt>{t(card.labelKey)}</dt>
          <dd>
            <Value>{card.value}</Value>
            {card.detail && <Detail>{t(card.detail.key, card.detail.vars)}</Detail>}
          </dd>
        </Card>
      ))}
    </Cards>
  );
}

const Cards = styled.dl<{ $busy: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  opacity: ${({ $busy }) => ($busy ? 0.5 : 1)};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    display: flex;
    flex-direction: column;
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
