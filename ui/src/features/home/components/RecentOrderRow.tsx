/**
 * One of home's recent orders (docs/home.md#recent-orders): where it came from (the link's
 * picture and title, both leading to its preview, or the picture of the influencer whose code it
 * carried), the order (its store admin page in a new tab) and date, status tag, products, total,
 * and the chevron that opens its items. 100px high, 90px on a phone, where the figures stack.
 */
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { ExpandButton } from '../../../domain/orders/ExpandButton';
import { OrderDetails } from '../../../domain/orders/OrderDetails';
import { OrderStatusTag } from '../../../domain/orders/OrderStatusTag';
import type { RecentOrder } from '../../../generated/RecentOrder';
import type { DetailsState } from '../../../domain/orders/useOrderDetails';
import { useT } from '../../../i18n/useT';
import { money } from '../../../domain/links/figures';
import { formatDayMonthYear, formatMoney } from '../../../lib/format';
import { ellipsis, focusRing } from '../../../theme/mixins';
import { media } from '../../../theme/theme';
import { orderLinkImage, orderLinkPreviewPath } from '../orderSource';

/** Row heights (px) from 1000px and on a phone. */
export const ORDER_ROW_HEIGHT = 100;
export const ORDER_ROW_HEIGHT_MOBILE = 90;

const PICTURE = 56;
const PICTURE_MOBILE = 48;

interface Props {
  order: RecentOrder;
  open: boolean;
  details: DetailsState | undefined;
  onToggle: () => void;
}

export function RecentOrderRow({ order, open, details, onToggle }: Props) {
  const t = useT();
  const link = order.link_details;
  const preview = link ? orderLinkPreviewPath(link) : null;
  const image = link ? orderLinkImage(link) : null;
  const title = link ? link.description.trim() || t('links.item.noTitle') : null;
  const itemsId = `home-order-items-${order.order_id}`;
  return (
    <Row data-home-order={order.order_id}>
      <Line>
        <Source>
          {link && preview ? (
            <PictureLink href={preview} tabIndex={-1} aria-hidden="true">
              {image ? <Picture src={image} alt="" loading="lazy" /> : <Placeholder><Icon name={link.link_type === 'SHORT' ? 'bolt' : 'link'} size={22} /></Placeholder>}
            </PictureLink>
          ) : order.influencer_profile_image_url ? (
            <Avatar name="" imageUrl={order.influencer_profile_image_url} size={PICTURE_MOBILE} />
          ) : (
            <Placeholder aria-hidden="true">
              <Icon name="user" size={22} />
            </Placeholder>
          )}
        </Source>
        <Main>
          <Name>
            <a href={order.order_url} target="_blank" rel="noreferrer">
              {order.name}
            </a>
            <Muted>{formatDayMonthYear(order.created_at)}</Muted>
          </Name>
          <Via data-order-source={link ? link.link_id : 'influencer'}>
            {link && preview ? <ViaLink href={preview}>{title}</ViaLink> : t('home.orders.viaInfluencer')}
          </Via>
        </Main>
        <Status>
          <OrderStatusTag status={order.order_status} />
        </Status>
        <Products>
          {order.products_count === 1 ? t('home.orders.productOne') : t('home.orders.productsMany', { count: order.products_count })}
        </Products>
        <Total>{formatMoney(money(order.total_price), order.currency)}</Total>
        <Expand>
          <ExpandButton open={open} onToggle={onToggle} controls={itemsId} />
        </Expand>
      </Line>
      {open && (
        <Items id={itemsId}>
          <OrderDetails state={details} currency={order.currency} />
        </Items>
      )}
    </Row>
  );
}

const Row = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: ${PICTURE}px minmax(0, 1fr) 150px 110px 110px 40px;
  grid-template-areas: 'source main status products total expand';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  height: ${ORDER_ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space.md};

  ${media.mobile} {
    grid-template-columns: ${PICTURE_MOBILE}px minmax(0, 1fr) auto 36px;
    grid-template-areas:
      'source main total expand'
      'source main status expand'
      'source main products expand';
    align-content: center;
    column-gap: ${({ theme }) => theme.space.sm};
    height: ${ORDER_ROW_HEIGHT_MOBILE}px;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const Source = styled.div`
  grid-area: source;
  display: flex;
`;

const PictureLink = styled.a`
  display: flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Picture = styled.img`
  width: ${PICTURE}px;
  height: ${PICTURE}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;

  ${media.mobile} {
    width: ${PICTURE_MOBILE}px;
    height: ${PICTURE_MOBILE}px;
  }
`;

const Placeholder = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${PICTURE}px;
  height: ${PICTURE}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};

  ${media.mobile} {
    width: ${PICTURE_MOBILE}px;
    height: ${PICTURE_MOBILE}px;
  }
`;

const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Via = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${ellipsis}
`;

const ViaLink = styled.a`
  color: inherit;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Status = styled.div`
  grid-area: status;

  ${media.mobile} {
    justify-self: end;
  }
`;

const Products = styled.div`
  grid-area: products;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${media.mobile} {
    justify-self: end;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Total = styled.div`
  grid-area: total;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: end;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Expand = styled.div`
  grid-area: expand;
  display: flex;
  justify-content: center;
`;

const Items = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding-inline-start: calc(${PICTURE}px + 2 * ${({ theme }) => theme.space.md});

  ${media.mobile} {
    padding-inline-start: ${({ theme }) => theme.space.sm};
  }
`;
