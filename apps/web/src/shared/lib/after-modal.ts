/** Runs after a closed modal has given focus back, e.g. to focus the field an alert was about. */
export function afterModalClose(fn: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(fn));
}
