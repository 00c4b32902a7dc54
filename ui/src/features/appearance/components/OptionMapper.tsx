/**
 * One product option's section (docs/appearance.md#the-page): show it as colour or text, its status ("All
 * verified" or "N of M unverified"), and its values eight to a page with See all / Hide all.
 * Colour options list their unverified values first. The order is worked out when the section
 * mounts (the page remounts it when the map is loaded, saved or discarded) and when the type is
 * switched, which also goes back to the first page; filling a value never moves it.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ChoiceGroup } from '../../../components/ChoiceGroup';
import { Panel } from '../../../components/Panel';
import { Tag } from '../../../components/Tag';
import type { OptionEntry } from '../../../generated/OptionEntry';
import type { OptionType } from '../../../generated/OptionType';
import { useT } from '../../../i18n/useT';
import {
  OPTION_PAGE_SIZE,
  optionStatus,
  orderedValues,
  pageCount,
  visibleValues,
  type OptionErrors,
} from '../optionsMap';
import { OptionValueRow } from './OptionValueRow';

const TYPES: readonly OptionType[] = ['COLOR', 'TEXT'];

interface Props {
  name: string;
  entry: OptionEntry;
  errors?: OptionErrors;
  onType: (type: OptionType) => void;
  onValue: (value: string, field: 'hex_value' | 'text_value', text: string) => void;
}

export function OptionMapper({ name, entry, errors, onType, onValue }: Props) {
  const t = useT();
  const listId = useId();
  const [order, setOrder] = useState(() => orderedValues(entry));
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(false);

  const switchType = (type: OptionType) => {
    setOrder(orderedValues({ ...entry, type }));
    setPage(0);
    onType(type);
  };

  const byName = new Map(entry.values.map((value) => [value.value, value]));
  const pages = pageCount(order.length);
  const at = Math.min(page, pages - 1);
  const shown = visibleValues(order, at, showAll);
  const status = optionStatus(entry);

  return (
    <Panel title={name}>
      <Body data-option-mapper={name}>
        <Top>
          <ChoiceGroup<OptionType>
            legend={t('appearance.options.type')}
            name={`option-type-${name}`}
            value={entry.type}
            onChange={switchType}
            error={errors?.type}
            choices={TYPES.map((type) => ({ value: type, label: t(`appearance.options.type.${type}`) }))}
          />
          <span data-option-status={status.kind === 'allVerified' ? 0 : status.count}>
            {status.kind === 'allVerified' ? (
              <Tag tone="green">{t('appearance.options.allVerified')}</Tag>
            ) : (
              <Tag tone="yellow">{t('appearance.options.unverified', { count: status.count, total: status.total })}</Tag>
            )}
          </span>
        </Top>
        <Values id={listId} aria-label={t('appearance.options.values', { option: name })}>
          {shown.map((valueName) => {
            const value = byName.get(valueName);
            if (!value) return null;
            return (
              <OptionValueRow
                key={valueName}
                value={value}
                type={entry.type}
                error={errors?.values[valueName]}
                onColor={(hex) => onValue(valueName, 'hex_value', hex)}
                onText={(text) => onValue(valueName, 'text_value', text)}
              />
            );
          })}
        </Values>
        {order.length > OPTION_PAGE_SIZE && (
          <Footer>
            {!showAll && (
              <Pager>
                <Button size="sm" variant="ghost" onClick={() => setPage(at - 1)} disabled={at === 0}>
                  {t('appearance.options.previous')}
                </Button>
                <span aria-live="polite">{t('appearance.options.page', { page: at + 1, pages })}</span>
                <Button size="sm" variant="ghost" onClick={() => setPage(at + 1)} disabled={at >= pages - 1}>
                  {t('appearance.options.next')}
                </Button>
              </Pager>
            )}
            <Button size="sm" variant="secondary" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
              {showAll ? t('appearance.options.hideAll') : t('appearance.options.seeAll')}
            </Button>
          </Footer>
        )}
      </Body>
    </Panel>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Values = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  column-gap: ${({ theme }) => theme.space.xl};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
