/**
 * One experience of the multilink editor (docs/links.md#multilinks): its type (edit only switches
 * within the saved type's group), what it leads to (a look's 1–15 products, one product, one
 * collection, or a custom URL on the store's domains), its traffic share (the other experience
 * takes the rest of 100) and its device filter.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Select, SelectLabel } from '../../../components/SelectParts';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { ChosenItems, collectionItem, productItem } from '../../../domain/links/editor/ChosenItems';
import { CustomUrlField } from '../../../domain/links/editor/CustomUrlField';
import { CollectionPicker } from '../../../domain/links/pickers/CollectionPicker';
import { ProductPicker } from '../../../domain/links/pickers/ProductPicker';
import { LOOK_MAX_PRODUCTS, LOOK_MIN_PRODUCTS, withType, type ExperienceDraft } from '../draft';
import { allowedTypes, DEVICE_OPTIONS, EXPERIENCE_TYPES, experienceLetter } from '../experiences';
import { DEVICE_KEYS, TYPE_KEYS } from './ExperiencesTable';

interface Props {
  index: number;
  experience: ExperienceDraft;
  mode: 'create' | 'edit';
  domains: readonly string[];
  onChange: (next: ExperienceDraft) => void;
  /** The typed share; the editor clamps it and sets the other experience's complement. */
  onShareChange: (typed: string) => void;
}

export function ExperienceFields({ index, experience, mode, domains, onChange, onShareChange }: Props) {
  const t = useT();
  const groupId = useId();
  const [picker, setPicker] = useState<'products' | 'collections' | null>(null);
  const allowed = allowedTypes(mode, experience.savedType);
  const single = experience.type === 'PRODUCT';

  return (
    <Block aria-labelledby={`${groupId}-title`} data-experience={experienceLetter(index)}>
      <Heading id={`${groupId}-title`}>{t('multilinks.experienceName', { letter: experienceLetter(index) })}</Heading>

      <Fieldset>
        <Legend>{t('multilinks.edit.type')}</Legend>
        <Choices>
          {EXPERIENCE_TYPES.map((type) => (
            <Choice key={type}>
              <input
                type="radio"
                name={`${groupId}-type`}
                value={type}
                checked={experience.type === type}
                disabled={!allowed.includes(type)}
                onChange={() => onChange(withType(experience, type))}
              />
              {t(TYPE_KEYS[type])}
            </Choice>
          ))}
        </Choices>
      </Fieldset>

      {(experience.type === 'LOOK' || experience.type === 'PRODUCT') && (
        <ChosenItems
          label={single ? t('edit.target.product') : t('edit.products')}
          hint={single ? undefined : t('edit.productsHint', { max: LOOK_MAX_PRODUCTS })}
          items={experience.products.map((product) => productItem(product, t('edit.removeProduct', { title: product.title })))}
          addLabel={single ? t('edit.chooseProduct') : t('edit.addProducts')}
          onAdd={() => setPicker('products')}
          onRemove={(id) => onChange({ ...experience, products: experience.products.filter((p) => p.inventory_id !== id) })}
        />
      )}
      {experience.type === 'COLLECTION' && (
        <ChosenItems
          label={t('edit.target.collection')}
          items={experience.collections.map((collection) =>
            collectionItem(collection, t('edit.removeCollection', { title: collection.title })),
          )}
          addLabel={t('edit.chooseCollection')}
          onAdd={() => setPicker('collections')}
          onRemove={(id) =>
            onChange({ ...experience, collections: experience.collections.filter((c) => c.collection_id !== id) })
          }
        />
      )}
      {experience.type === 'CUSTOM' && (
        <CustomUrlField value={experience.url} domains={domains} onChange={(url) => onChange({ ...experience, url })} />
      )}

      <Row>
        <TextField
          label={t('multilinks.edit.traffic')}
          hint={t('multilinks.edit.trafficHint')}
          name={`${groupId}-share`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={String(experience.share)}
          onChange={(event) => onShareChange(event.target.value)}
        />
        <SelectLabel>
          <span>{t('multilinks.edit.device')}</span>
          <Select
            value={experience.device}
            onChange={(event) => onChange({ ...experience, device: event.target.value as ExperienceDraft['device'] })}
          >
            {DEVICE_OPTIONS.map((device) => (
              <option key={device} value={device}>
                {t(DEVICE_KEYS[device])}
              </option>
            ))}
          </Select>
        </SelectLabel>
      </Row>

      {picker === 'products' && (
        <ProductPicker
          initialSelected={experience.products}
          min={experience.type === 'LOOK' ? LOOK_MIN_PRODUCTS : 1}
          max={experience.type === 'LOOK' ? LOOK_MAX_PRODUCTS : 1}
          onCancel={() => setPicker(null)}
          onDone={(products) => {
            setPicker(null);
            onChange({ ...experience, products, collections: [], url: '' });
          }}
        />
      )}
      {picker === 'collections' && (
        <CollectionPicker
          initialSelected={experience.collections}
          min={1}
          max={1}
          onCancel={() => setPicker(null)}
          onDone={(collections) => {
            setPicker(null);
            onChange({
              ...experience,
              products: [],
              collections: collections.map((collection) => ({ ...collection, url: collection.url ?? '' })),
              url: '',
            });
          }}
        />
      )}
    </Block>
  );
}

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.disabled};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
