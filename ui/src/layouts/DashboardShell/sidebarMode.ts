/**
 * How the desktop sidebar decides between expanded and collapsed. The width rule
 * (docs/dashboard.md#layout) is applied with media queries; a saved user preference
 * (`sidebarExpanded`) overrides it.
 */
import { css } from 'styled-components';
import type { SessionUser } from '../../generated/SessionUser';
import { media } from '../../theme/theme';

export type SidebarMode = 'auto' | 'expanded' | 'collapsed';

export function sidebarModeOf(user: SessionUser): SidebarMode {
  if (user.sidebarExpanded === null) return 'auto';
  return user.sidebarExpanded ? 'expanded' : 'collapsed';
}

/**
 * Wraps `rules` so they apply only while the sidebar is collapsed: always on desktop for
 * 'collapsed', from 1000px to 1199px for 'auto', never for 'expanded'.
 */
export function whenCollapsed(mode: SidebarMode, rules: ReturnType<typeof css>) {
  switch (mode) {
    case 'collapsed':
      return css`
        ${media.desktop} {
          ${rules}
        }
      `;
    case 'auto':
      return css`
        ${media.sidebarCollapsed} {
          ${rules}
        }
      `;
    case 'expanded':
      return css``;
  }
}
