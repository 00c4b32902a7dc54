/**
 * A field listing chosen products or collections as small rows with a picture and a remove
 * button, and a button that opens the picker. Both look-editor fields and the short's target
 * use it, so they read and behave alike.
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import type { Collection, Product } from '../types';
import { ellipsis } from '../../../theme/mixins';

export interface ChosenItem {
  id: string;
  title: string;
  image: string | null;
  /** Accessible name of its remove button. */
  removeLabel: string;
}

/** A chosen product as a row; `removeLabel` names its remove button. */
export const productItem = (product: Product, removeLabel = ''): ChosenItem => ({
  id: product.inventory_id,
  title: product.title,
  image: product.image?.src ?? null,
  removeLabel,
});

/** A chosen collection as a row; `removeLabel` names its remove button. */
export const collectionItem = (collection: Collection, removeLabel = ''): ChosenItem => ({
  id: collection.collection_id,
  title: collection.title,
  image: collection.image?.src ?? null,
  removeLabel,
});

interface Props {
  label: string;
  hint?: string;
  items: ChosenItem[];
  addLabel: string;
  onAdd: () => void;
  onRemove?: (id: string) => void;
}

export function ChosenItems({ label, hint, items, addLabel, onAdd, onRemove }: Props) {
  return (
    <Field>
      <Head>
        <Label>{label}</Label>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </Head>
      {hint && <Hint>{hint}</Hint>}
      {items.length > 0 && (
        <List>
          {items.map((item) => (
            <Row key={item.id}>
              {item.image ? <Thumb src={item.image} alt="" /> : <ThumbPlaceholder />}
              <Name>{item.title}</Name>
              {onRemove && (
                <Remove type="button" aria-label={item.removeLabel} title={item.removeLabel} onClick={() => onRemove(item.id)}>
                  <Icon name="close" size={16} />
                </Remove>
              )}
            </Row>
          ))}
        </List>
      )}
    </Field>
  );
}

const Field = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Thumb = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const ThumbPlaceholder = styled.span`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Name = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${ellipsis}
`;

const Remove = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
