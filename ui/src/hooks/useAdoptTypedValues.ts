/**
 * Text typed or autofilled into a server-rendered form before hydration lives only in the DOM,
 * while React state starts empty. On mount, copy such values into state, field by field.
 */
import type { RefObject } from 'react';
import { useMountEffect } from './useMountEffect';

export function useAdoptTypedValues(
  formRef: RefObject<HTMLFormElement | null>,
  setters: Readonly<Record<string, (value: string) => void>>,
): void {
  useMountEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, set] of Object.entries(setters)) {
      const element = form.elements.namedItem(name);
      const value =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
      if (value) set(value);
    }
    // Mount only: later changes arrive through onChange.
  });
}
