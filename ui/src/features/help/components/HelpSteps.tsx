/** The numbered steps, each with its text and an illustration (labelled as one). */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';
import { HELP_STEPS } from '../helpSteps';
import { AppListingLink } from './AppListingLink';
import { StepIllustration } from './StepIllustration';

interface Props {
  appStoreUrl: string;
}

export function HelpSteps({ appStoreUrl }: Props) {
  const t = useT();
  return (
    <Steps>
      {HELP_STEPS.map((step, index) => (
        <Step key={step.id} id={`step-${step.id}`}>
          <Text>
            <Number aria-hidden="true">{index + 1}</Number>
            <div>
              <StepTitle>
                {t('help.stepLabel', { number: index + 1 })} {t(step.title)}
              </StepTitle>
              <Body>{t(step.body)}</Body>
              {step.id === 'install' && <AppListingLink href={appStoreUrl} />}
            </div>
          </Text>
          <Figure>
            <StepIllustration step={step.id} label={t(step.caption)} />
            <Caption>{t('help.illustration', { caption: t(step.caption) })}</Caption>
          </Figure>
        </Step>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 1fr 260px;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Text = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
