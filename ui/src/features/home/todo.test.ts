import { describe, expect, it } from 'vitest';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { testDetails } from './testHome';
import { firstOpenTask, showsTodo, themeCustomized, todoTasks, type TodoId } from './todo';

const doneIds = (tasks: ReturnType<typeof todoTasks>): TodoId[] => tasks.filter((task) => task.done).map((task) => task.id);
const noUtm = { source: '', medium: '', campaign: '', term: '', content: '' };

describe('to-do tasks', () => {
  it('lists the five tasks in order, all open for a new merchant', () => {
    const tasks = todoTasks(testDetails());
    expect(tasks.map((task) => task.id)).toEqual(['logo', 'theme', 'shipping', 'utm', 'analytics']);
    expect(doneIds(tasks)).toEqual([]);
    expect(tasks.map((task) => task.page)).toEqual(['appearance', 'appearance', 'settings', 'settings', 'settings']);
  });
  it('adds the logo once a logo exists', () => {
    expect(doneIds(todoTasks(testDetails({ businessLogo: 'https://cdn.example/logo.png' })))).toEqual(['logo']);
    expect(doneIds(todoTasks(testDetails({ brand: { name: 'Acme', logoUrl: 'https://cdn.example/l.png', theme: null } })))).toEqual(['logo']);
    expect(doneIds(todoTasks(testDetails({ businessLogo: '  ' })))).toEqual([]);
  });
  it('counts the theme customized once it is no longer the initial one', () => {
    expect(themeCustomized(null)).toBe(false);
    expect(themeCustomized({ isInitial: true })).toBe(false);
    expect(themeCustomized({ isInitial: false, primary: '#000' })).toBe(true);
    expect(themeCustomized({ primary: '#000' })).toBe(true);
  });
  it('needs a non-empty shipping and returns URL', () => {
    expect(doneIds(todoTasks(testDetails({ shippingAndReturnsUrl: '' })))).toEqual([]);
    expect(doneIds(todoTasks(testDetails({ shippingAndReturnsUrl: 'https://acme.example/shipping' })))).toEqual(['shipping']);
  });
  it('counts UTM params done when any field is filled', () => {
    expect(doneIds(todoTasks(testDetails({ utmParams: { ...noUtm, term: 'spring' } })))).toEqual(['utm']);
    expect(doneIds(todoTasks(testDetails({ utmParams: { ...noUtm, source: ' ' } })))).toEqual([]);
  });
  it('counts analytics done when a pixel id or an analytics id is set, and open while the details have neither', () => {
    expect(doneIds(todoTasks({ ...testDetails(), facebookPixelId: '123' }))).toEqual(['analytics']);
    expect(doneIds(todoTasks({ ...testDetails(), googleAnalyticsId: 'G-1' }))).toEqual(['analytics']);
    expect(doneIds(todoTasks(testDetails()))).toEqual([]);
  });
});

describe('the to-do list', () => {
  it('opens with the first task not done', () => {
    expect(firstOpenTask(todoTasks(testDetails()))).toBe('logo');
    expect(firstOpenTask(todoTasks(testDetails({ businessLogo: 'l.png', shippingAndReturnsUrl: 'https://s' })))).toBe('theme');
  });
  it('is for admins while a task is open', () => {
    const open = todoTasks(testDetails());
    const allDone = todoTasks({
      ...testDetails({
        businessLogo: 'l.png',
        brand: { name: 'Acme', logoUrl: null, theme: { isInitial: false } },
        shippingAndReturnsUrl: 'https://s',
        utmParams: { ...noUtm, source: 'ig' },
      }),
      facebookPixelId: '1',
    });
    expect(firstOpenTask(allDone)).toBeNull();
    expect(showsTodo(testUser(), open)).toBe(true);
    expect(showsTodo(testUser(), allDone)).toBe(false);
    expect(showsTodo(testInfluencer(), open)).toBe(false);
  });
});
