/**
 * Resolves in a later task, so the work after it does not lengthen the current one (a phone at
 * 4x CPU counts every task over 50 ms as blocking).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
