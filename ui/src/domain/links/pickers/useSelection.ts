/**
 * A picker's selection: toggles by id within the maximum, and raises the selection-limit alert
 * for 1.5 s when an add is refused (docs/links.md#pickers).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMIT_ALERT_MS, toggleSelection } from './pickerSelection';

export interface Selection<T> {
  selected: T[];
  isSelected: (id: string) => boolean;
  toggle: (item: T) => void;
  /** Replaces a selected item (e.g. with newly chosen options). */
  update: (item: T) => void;
  limitAlert: boolean;
}

export function useSelection<T>(initial: readonly T[], max: number, idOf: (item: T) => string): Selection<T> {
  const [selected, setSelected] = useState<T[]>(() => [...initial]);
  const [limitAlert, setLimitAlert] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback(
    (item: T) => {
      const result = toggleSelection(selected, item, max, idOf);
      setSelected(result.selected);
      if (result.limitReached) {
        setLimitAlert(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setLimitAlert(false), LIMIT_ALERT_MS);
      }
    },
    [selected, max, idOf],
  );

  const update = useCallback(
    (item: T) => setSelected((list) => list.map((entry) => (idOf(entry) === idOf(item) ? item : entry))),
    [idOf],
  );

  const isSelected = useCallback((id: string) => selected.some((entry) => idOf(entry) === id), [selected, idOf]);

  return { selected, isSelected, toggle, update, limitAlert };
}
