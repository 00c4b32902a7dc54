/**
 * A page whose area the account's plan does not include: the page's title, why, and the way to
 * the plans, in the server's markup; a dialog saying it opens as the page opens (after mount:
 * dialogs are never in the server markup) and, once closed, the page keeps the same words and
 * way on. The caller gives the dialog (the "upgrade to get access" one, the free-trial one), which
 * may know more than this generic panel does.
 */
import { useState, type ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { Panel } from './Panel';
import { useMountEffect } from '../hooks/useMountEffect';
import { PATHS } from '../lib/routes';

interface Props {
  /** The page's title (the panel's h1). */
  title: string;
  /** Why the area is not open, and what opens it. */
  message: string;
  /** The link to the pricing page. */
  buttonLabel: string;
  /** The dialog, given the way to close it. */
  dialog: (close: () => void) => ReactNode;
  /** Markers the tests look for, on the message (`data-trends-upgrade`). */
  [marker: `data-${string}`]: string;
}

export function PlanOffer({ title, message, buttonLabel, dialog, ...markers }: Props) {
  const [open, setOpen] = useState(false);
  useMountEffect(() => setOpen(true));
  return (
    <Panel title={title} headingLevel={1}>
      <p {...markers}>{message}</p>
      <ButtonLink href={PATHS.pricingPlans}>{buttonLabel}</ButtonLink>
      {open && dialog(() => setOpen(false))}
    </Panel>
  );
}
