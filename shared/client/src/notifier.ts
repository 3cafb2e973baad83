/** Where the client's messages go. The host wires it to the UI kit's toaster; until then they go to the console. */
export interface Notifier {
  error(message: string): void;
  success(message: string): void;
}

const consoleNotifier: Notifier = {
  error: (message) => console.error(message),
  success: (message) => console.info(message),
};

let current: Notifier = consoleNotifier;

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? consoleNotifier;
}

export const notify: Notifier = {
  error: (message) => current.error(message),
  success: (message) => current.success(message),
};
