/**
 * Resolves in the browser's next task, so that what follows does not lengthen the current one: the first screen's
 * start is cut into tasks short enough not to hold up a tap on a phone (docs/decisions/0047-first-render-in-short-tasks.md).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
