/**
 * One state of the store-connect screens: a centred title, an optional line or two, and the
 * buttons of that state. `data-store-auth` names the state for tests and styles.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  state: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StoreAuthMessage({ state, title, children, actions }: Props) {
  return (
    <Centre data-store-auth={state}>
      <Title>{title}</Title>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
