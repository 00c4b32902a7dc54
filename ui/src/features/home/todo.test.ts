import { describe, expect, it } from 'vitest';
import { testTheme } from '../../lib/testTheme';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { testDetails, testUserSettings } from './testHome';
import { firstOpenTask, showsTodo, todoTasks, type TodoId } from './todo';

const doneIds = (tasks: ReturnType<typeof todoTasks>): TodoId[] => tasks.filter((task) => task.done).map((task) => task.id);
const noUtm = { source: '', medium: '', campaign: '', term: '', content: '' };
const withSettings = (settings: Parameters<typeof testUserSettings>[0]) => testDetails({ settings: testUserSettings(settings) });
const customTheme = { name: 'Acme', logoUrl: null, theme: { ...testTheme({ cart_button_icon: 'cart2' }), isInitial: false } };

describe('to-do tasks', () => {
  it('lists the five tasks in order, all open for a new merchant, each leading to its page', () => {
    const tasks = todoTasks(testDetails());
    expect(tasks.map((task) => task.id)).toEqual(['logo', 'theme', 'shipping', 'utm', 'analytics']);
    expect(doneIds(tasks)).toEqual([]);
    expect(tasks.map((task) => task.page)).toEqual(['appearance', 'appearance', 'settings', 'settings', 'settings']);
  });
  it('adds the logo once the business has one', () => {
    expect(doneIds(todoTasks(testDetails({ businessLogo: 'https://cdn.example/logo.png' })))).toEqual(['logo']);
    expect(doneIds(todoTasks(testDetails({ businessLogo: '  ' })))).toEqual([]);
  });
  it('counts the theme customized once it is no longer the initial one', () => {
    expect(doneIds(todoTasks(testDetails({ brand: customTheme })))).toEqual(['theme']);
    expect(doneIds(todoTasks(testDetails()))).toEqual([]);
  });
  it('reads the shipping and returns page from the settings', () => {
    expect(doneIds(todoTasks(withSettings({ shippingAndReturnsUrl: '' })))).toEqual([]);
    expect(doneIds(todoTasks(withSettings({ shippingAndReturnsUrl: 'https://acme.example/shipping' })))).toEqual(['shipping']);
  });
  it('counts UTM params done when any of the settings tags is filled', () => {
    expect(doneIds(todoTasks(withSettings({ utmParams: { ...noUtm, term: 'spring' } })))).toEqual(['utm']);
    expect(doneIds(todoTasks(withSettings({ utmParams: { ...noUtm, source: ' ' } })))).toEqual([]);
  });
  it('counts analytics done when the settings hold a pixel id or a measurement id', () => {
    expect(doneIds(todoTasks(withSettings({ facebookPixelId: '123456789012345' })))).toEqual(['analytics']);
    expect(doneIds(todoTasks(withSettings({ googleAnalyticsId: 'G-1A2B3C' })))).toEqual(['analytics']);
    expect(doneIds(todoTasks(withSettings({ facebookPixelId: '', googleAnalyticsId: null })))).toEqual([]);
  });
});

describe('the to-do list', () => {
  it('opens with the first task not done', () => {
    expect(firstOpenTask(todoTasks(testDetails()))).toBe('logo');
    expect(firstOpenTask(todoTasks({ ...withSettings({ shippingAndReturnsUrl: 'https://s' }), businessLogo: 'l.png' }))).toBe('theme');
  });
  it('is for admins while a task is open', () => {
    const open = todoTasks(testDetails());
    const allDone = todoTasks({
      ...withSettings({ shippingAndReturnsUrl: 'https://s', utmParams: { ...noUtm, source: 'ig' }, facebookPixelId: '123456789012345' }),
      businessLogo: 'l.png',
      brand: customTheme,
    });
    expect(firstOpenTask(allDone)).toBeNull();
    expect(showsTodo(testUser(), open)).toBe(true);
    expect(showsTodo(testUser(), allDone)).toBe(false);
    expect(showsTodo(testInfluencer(), open)).toBe(false);
  });
});
