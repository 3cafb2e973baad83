/**
 * When the signed-in shell has first been painted: what the console fetches ahead for the areas starts then,
 * right after the shell's own download and not in the way of it.
 */
let shown = false;
const waiting = new Set<() => void>();

/** Runs `task` once the browser has painted (the frame after the one being prepared). Returns how to call it off. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Called by the shell's frame once it is on screen. */
export function shellShown(): void {
  shown = true;
  for (const task of [...waiting]) task();
  waiting.clear();
}

/** Runs `task` once the shell has been shown (at once if it has). Returns how to call it off. */
export function whenShellShown(task: () => void): () => void {
  if (shown) {
    task();
    return () => {};
  }
  waiting.add(task);
  return () => waiting.delete(task);
}
