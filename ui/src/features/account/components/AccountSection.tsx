/** One section of the account page: a card with a heading; the danger zone gets a red frame. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  title: string;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}

export function AccountSection({ title, tone = 'normal', children }: Props) {
  const id = useId();
  return (
    <Card aria-labelledby={id} $danger={tone === 'danger'}>
      <Title id={id} $danger={tone === 'danger'}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

const Card = styled.section<{ $danger: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2<{ $danger: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
`;
