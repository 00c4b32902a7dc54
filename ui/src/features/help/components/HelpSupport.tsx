/** The foot of the help page: where to write when something does not work. */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';

interface Props {
  supportEmail: string;
}

export function HelpSupport({ supportEmail }: Props) {
  const t = useT();
  return (
    <Box>
      <Title>{t('help.support.title')}</Title>
      <p>
        {t('help.support.body')}{' '}
        <a href={`mailto:${supportEmail}`} dir="ltr">
          {supportEmail}
        </a>
      </p>
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
