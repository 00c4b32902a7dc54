/**
 * Moves to another dashboard path from code (after a delete, "back" from a preview), the same
 * way a click on a link does: the new entry is pushed and a popstate lets the client
 * navigation fetch that page's props and render it (app/clientNavigation.ts), so the list
 * comes back fresh without a full page load.
 */
export function navigateTo(path: string): void {
  history.pushState(history.state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
