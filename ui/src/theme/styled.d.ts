/** Types `props.theme` in every styled block as the app theme. */
import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends AppTheme {}
}
