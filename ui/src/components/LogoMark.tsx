/** The Shoplinks mark (a bag), drawn inline; used by the logo and the splash. */
import { useTheme } from 'styled-components';

interface Props {
  size?: number;
}

export function LogoMark({ size = 32 }: Props) {
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={theme.colors.brand} />
      <path
        d="M10 12h12l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3h-6.6a1.5 1.5 0 0 1-1.5-1.3zM13 12v-1.5a3 3 0 0 1 6 0V12"
        fill="none"
        stroke={theme.colors.onBrand}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
