/** The row of links under a sign-in form (log in, sign up, the other kind of account). */
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  children: ReactNode;
}

export function AuthLinks({ children }: Props) {
  return <Links>{children}</Links>;
}

const Links = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
