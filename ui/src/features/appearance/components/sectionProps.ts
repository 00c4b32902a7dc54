/** What every theme section of the page receives: the draft, a way to change it, the server's field messages. */
import type { Theme } from '../../../generated/Theme';

export interface ThemeSectionProps {
  draft: Theme;
  update: (change: Partial<Theme>) => void;
  /** The server's messages by theme field (a refused save). */
  errors: Readonly<Record<string, string>>;
}

/** Theme fields that hold a colour. */
export type ColorKey = {
  [K in keyof Theme]: Theme[K] extends string ? (K extends `${string}_color` ? K : never) : never;
}[keyof Theme];
