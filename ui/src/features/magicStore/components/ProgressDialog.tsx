/**
 * The progress dialog of a run (docs/magic-store.md#the-page): the four steps (uploading,
 * compressing, searching, generating the store) with the current one marked, the bar of the
 * current step, and Cancel (Escape too), which stops the run.
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { STEPS, type Step } from '../flow';
import { ProgressBar } from './ProgressBar';

interface Props {
  step: Step;
  onCancel: () => void;
}

export function ProgressDialog({ step, onCancel }: Props) {
  const t = useT();
  const current = t(`magicStore.step.${STEPS[step]}`);
  return (
    <Dialog
      title={t('magicStore.progress.title')}
      onClose={onCancel}
      actions={
        <Button variant="ghost" onClick={onCancel} data-magic-cancel="">
          {t('magicStore.progress.cancel')}
        </Button>
      }
    >
      <Body data-magic-progress={step}>
        <Steps aria-label={t('magicStore.progress.steps')}>
          {STEPS.map((name, index) => {
            const state = index < step ? 'done' : index === step ? 'current' : 'waiting';
            return (
              <StepRow key={name} data-step={name} data-step-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <Mark aria-hidden="true">{state === 'done' ? <Icon name="check" size={14} /> : index + 1}</Mark>
                <span>{t(`magicStore.step.${name}`)}</span>
              </StepRow>
            );
          })}
        </Steps>
        {/* A new bar for each step: each starts its sweep at 0. */}
        <ProgressBar key={step} label={current} />
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-step-state='current'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.xs};

  [data-step-state='current'] > & {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }

  [data-step-state='done'] > & {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;
