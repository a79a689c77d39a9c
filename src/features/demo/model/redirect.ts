/** Leaves the app for another address (kept apart so tests can watch where the page would go). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
