/**
 * The experiences of a multilink (docs/analytics.md#experiences): name (Experience A, B…),
 * type, device, traffic, clicks, sales, revenue, CR and cart average; every row at once (no
 * pagination), 62px high. A name opens that experience's link preview, marked as opened from
 * this multilink so its Back comes back here (domain/links/previewOrigin.ts).
 */
import styled from 'styled-components';
import { fromMultilink } from '../../../domain/links/previewOrigin';
import { TableFrame } from '../../../components/TableFrame';
import { Table, Td, Th, Tr } from '../../../components/TableParts';
import type { ExperienceFigures } from '../../../generated/ExperienceFigures';
import type { MultilinkOut } from '../../../generated/MultilinkOut';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { previewPath } from '../../../domain/links/contentRoute';
import type { DeviceOption } from '../../../domain/links/types';
import type { ExperienceType } from '../experiences';
import { experienceRows } from '../multilinkFigures';

/** Multilink table row height (docs/analytics.md#experiences). */
const ROW_HEIGHT = 62;

export const TYPE_KEYS: Readonly<Record<ExperienceType, MessageKey>> = {
  LOOK: 'multilinks.type.LOOK',
  PRODUCT: 'multilinks.type.PRODUCT',
  COLLECTION: 'multilinks.type.COLLECTION',
  CUSTOM: 'multilinks.type.CUSTOM',
};

export const DEVICE_KEYS: Readonly<Record<DeviceOption, MessageKey>> = {
  ALL: 'multilinks.device.ALL',
  MOBILE: 'multilinks.device.MOBILE',
  PC: 'multilinks.device.PC',
};

interface Props {
  multilink: MultilinkOut;
  /** The server's figures of the live experiences. */
  experiences: readonly ExperienceFigures[];
}

/** A look experience previews as a link; product, collection and custom ones as shorts. */
const kindOf = (type: ExperienceType) => (type === 'LOOK' ? 'LOOK' : 'SHORT');

export function ExperiencesTable({ multilink, experiences }: Props) {
  const t = useT();
  const rows = experienceRows(multilink, experiences);
  return (
    <TableFrame>
      <Table>
        <thead>
          <tr>
            <Th>{t('multilinks.table.name')}</Th>
            <Th>{t('multilinks.table.type')}</Th>
            <Th>{t('multilinks.table.device')}</Th>
            <Th>{t('multilinks.table.traffic')}</Th>
            <Th>{t('multilinks.table.clicks')}</Th>
            <Th>{t('multilinks.table.sales')}</Th>
            <Th>{t('multilinks.table.revenue')}</Th>
            <Th>{t('multilinks.table.cr')}</Th>
            <Th>{t('multilinks.table.cartAverage')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Tr key={row.linkId} $height={ROW_HEIGHT}>
              <Td>
                <NameLink href={fromMultilink(previewPath(kindOf(row.type), row.linkId), multilink.multilink_id)}>
                  {t('multilinks.experienceName', { letter: row.letter })}
                </NameLink>
              </Td>
              <Td>{t(TYPE_KEYS[row.type])}</Td>
              <Td>{t(DEVICE_KEYS[row.device])}</Td>
              <Td>{row.traffic}</Td>
              <Td>{row.clicks}</Td>
              <Td>{row.sales}</Td>
              <Td>{row.revenue}</Td>
              <Td>{row.cr}</Td>
              <Td>{row.cartAverage}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

const NameLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;
