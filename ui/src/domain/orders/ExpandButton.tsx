/** The round chevron that opens an order row's items; it turns over while the row is open. */
import styled, { css } from 'styled-components';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { focusRing } from '../../theme/mixins';

interface Props {
  open: boolean;
  onToggle: () => void;
  /** The id of the element the button shows and hides, when it is rendered. */
  controls?: string;
}

export function ExpandButton({ open, onToggle, controls }: Props) {
  const t = useT();
  return (
    <Round
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={t('orders.items')}
      $open={open}
      onClick={onToggle}
      data-expand-order=""
    >
      <Icon name="chevronDown" size={18} />
    </Round>
  );
}

const Round = styled.button<{ $open: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${({ $open }) =>
    $open &&
    css`
      transform: rotate(180deg);
    `}
`;
