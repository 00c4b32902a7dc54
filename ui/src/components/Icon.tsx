/**
 * Line icons drawn inline as SVG, so the shell needs no icon font or image requests and the
 * icons take the text colour. Decorative: the surrounding control carries the label.
 */
import styled from 'styled-components';

const PATHS = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  sparkles: 'M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  split: 'M3 12h6l4-6h7M13 18h7M9 12l4 6M17 3l3 3-3 3M17 15l3 3-3 3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 7',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  chart: 'M5 20V11M11 20V5M17 20v-7M3 20h18',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.9 1.1-1.8-.5-1 .2-2.2 1.3-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10zM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  plus: 'M12 5v14M5 12h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  close: 'M6 6l12 12M18 6L6 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  document: 'M6 3h9l5 5v13H6zM14 3v6h6',
  card: 'M3 6h18v12H3zM3 10h18',
  arrowBack: 'M19 12H5M12 19l-7-7 7-7',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  check: 'M5 12l5 5L20 7',
  // Previews and multilinks (menus, tables).
  more: 'M12 5h.01M12 12h.01M12 19h.01',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  chevronDown: 'M6 9l6 6 6-6',
  chevronForward: 'M9 6l6 6-6 6',
  sortAsc: 'M12 19V5M6 11l6-6 6 6',
  sortDesc: 'M12 5v14M6 13l6 6 6-6',
  magnifier: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  // A link's public address: its QR code.
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  // The magic store's picker: a file to send, the phone's camera.
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 20h2M20 14v2M7 7h.01M17 7h.01M7 17h.01',
  // The shopboard's network actions: sync again, disconnect.
  sync: 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4',
  unlink: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16',
  // The instant store's cart button, one per theme choice (cart1, cart2, cart3;
  // docs/appearance.md#instant-store).
  cart1: 'M3 4h2l2.4 11h11.2L21 7H6.2M10 20h.01M17 20h.01',
  cart2: 'M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2',
  cart3: 'M5 8h14l-2 12H7zM3 8h18M9 8l3-5 3 5',
} as const;

export type IconName = keyof typeof PATHS;

interface Props {
  name: IconName;
  size?: number;
  /** Arrows that point "forward" turn around in right-to-left pages. */
  mirrorInRtl?: boolean;
}

export function Icon({ name, size = 20, mirrorInRtl = false }: Props) {
  return (
    <Svg
      $mirror={mirrorInRtl}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </Svg>
  );
}

const Svg = styled.svg<{ $mirror: boolean }>`
  flex: none;
  [dir='rtl'] & {
    transform: ${({ $mirror }) => ($mirror ? 'scaleX(-1)' : 'none')};
  }
`;
