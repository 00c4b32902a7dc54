/** Heading and one-line purpose of a sign-in page (login, sign-up, password pages). */
import styled from 'styled-components';

interface Props {
  title: string;
  subtitle?: string;
}

export function AuthHeader({ title, subtitle }: Props) {
  return (
    <Header>
      <Title>{title}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Header>
  );
}

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
