/** The large bold line that says what an account section is about: the plan, the influencer's name. */
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export function SectionLead(props: HTMLAttributes<HTMLParagraphElement>) {
  return <Lead {...props} />;
}

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
