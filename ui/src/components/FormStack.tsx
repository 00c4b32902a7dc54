/** The vertical rhythm of a form: fields, banners and the submit button one under another. */
import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
