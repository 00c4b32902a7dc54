/**
 * An order's status as a coloured tag (domain/orders/orderStatus.ts): Paid green, Refunded orange,
 * Partially refunded yellow; any other value is shown empty.
 */
import { Tag } from '../../components/Tag';
import { useT } from '../../i18n/useT';
import { orderStatusKey, orderTagTone } from './orderStatus';

export function OrderStatusTag({ status }: { status: string }) {
  const t = useT();
  const key = orderStatusKey(status);
  return key ? <Tag tone={orderTagTone(status)}>{t(key)}</Tag> : null;
}
