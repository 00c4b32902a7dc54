/**
 * Home's setup to-do list (docs/home.md#to-do-list), admins only and only while a task is open:
 * five tasks with how many are done, the first open one expanded. A task says what it is for and
 * leads to the page that sets it (Appearance or Settings); it turns done by itself once saved there.
 */
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { PATHS } from '../../../lib/routes';
import { focusRing } from '../../../theme/mixins';
import { firstOpenTask, type TodoId, type TodoTask } from '../todo';

interface Props {
  tasks: readonly TodoTask[];
}

export function TodoList({ tasks }: Props) {
  const t = useT();
  const [expanded, setExpanded] = useState<TodoId | null>(() => firstOpenTask(tasks));
  const done = tasks.filter((task) => task.done).length;
  return (
    <Section aria-labelledby="home-todo-title" data-home-todo="">
      <Head>
        <Title id="home-todo-title">{t('home.todo.title')}</Title>
        <Progress>{t('home.todo.progress', { done, total: tasks.length })}</Progress>
      </Head>
      <Tasks>
        {tasks.map((task) => {
          const open = expanded === task.id;
          const bodyId = `home-todo-${task.id}`;
          return (
            <Task key={task.id} data-todo-task={task.id} data-done={task.done}>
              <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setExpanded(open ? null : task.id)}>
                <Mark $done={task.done} aria-label={task.done ? t('home.todo.done') : t('home.todo.open')} role="img">
                  {task.done && <Icon name="check" size={14} />}
                </Mark>
                <TaskTitle $done={task.done}>{t(`home.todo.${task.id}.title`)}</TaskTitle>
                <Chevron $open={open}>
                  <Icon name="chevronDown" size={18} />
                </Chevron>
              </Toggle>
              <Body id={bodyId} hidden={!open}>
                <p>{t(`home.todo.${task.id}.body`)}</p>
                <Note>{t('home.todo.doneBySelf')}</Note>
                <ButtonLink href={PATHS[task.page]} size="sm" variant="secondary" data-todo-go={task.page}>
                  {t(`home.todo.go.${task.page}`)}
                </ButtonLink>
              </Body>
            </Task>
          );
        })}
      </Tasks>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Progress = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tasks = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Task = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const TaskTitle = styled.span<{ $done: boolean }>`
  flex: 1;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};

  ${({ $done, theme }) =>
    $done &&
    css`
      color: ${theme.colors.textMuted};
      text-decoration: line-through;
    `}
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
`;

const Body = styled.div`
  padding: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: calc(22px + ${({ theme }) => theme.space.md});
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
