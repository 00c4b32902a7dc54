/** The numbered steps of the store-platform help page (docs/dashboard.md#static-pages), in order. */
import type { MessageKey } from '../../i18n/catalogue';

export type HelpStepId = 'install' | 'plan' | 'approve' | 'sync' | 'create';

export interface HelpStep {
  id: HelpStepId;
  title: MessageKey;
  body: MessageKey;
  /** Caption of the step's illustration. */
  caption: MessageKey;
}

export const HELP_STEPS: readonly HelpStep[] = [
  { id: 'install', title: 'help.install.title', body: 'help.install.body', caption: 'help.install.caption' },
  { id: 'plan', title: 'help.plan.title', body: 'help.plan.body', caption: 'help.plan.caption' },
  { id: 'approve', title: 'help.approve.title', body: 'help.approve.body', caption: 'help.approve.caption' },
  { id: 'sync', title: 'help.sync.title', body: 'help.sync.body', caption: 'help.sync.caption' },
  { id: 'create', title: 'help.create.title', body: 'help.create.body', caption: 'help.create.caption' },
];
