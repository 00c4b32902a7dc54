/**
 * The shop-name input with the platform's domain suffix shown after it (docs/store.md#connect), so
 * the merchant types only `my-shop`. The address reads left to right in every language.
 */
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldFrame, inputStyles } from '../../../components/FieldFrame';
import { SHOP_DOMAIN_SUFFIX } from '../shopDomain';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  hint?: string;
  error?: string;
}

export function ShopNameField({ label, hint, error, ...inputProps }: Props) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(wiring) => (
        <Row dir="ltr">
          <Input {...wiring} {...inputProps} />
          <Suffix aria-hidden="true">{SHOP_DOMAIN_SUFFIX}</Suffix>
        </Row>
      )}
    />
  );
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
`;

const Suffix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: none;
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
