/**
 * A place in the dashboard's mobile top bar that a page can fill: the Appearance page's Save
 * sits there on phones. The shell renders the empty slot; the page portals its
 * button into it after mount, so the server markup is the same for every page and the slot is
 * empty again when the page leaves.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SLOT_ID = 'top-bar-slot';

/** The empty slot, for the shell's top bar. */
export function TopBarSlot() {
  return <div id={SLOT_ID} />;
}

/** Shows `children` in the top bar's slot (nothing on the server, or where the shell has none). */
export function InTopBar({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(SLOT_ID)), []);
  return target ? createPortal(children, target) : null;
}
