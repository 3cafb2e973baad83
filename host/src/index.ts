// The asynchronous boundary lets module federation share the singletons before any of them is used.
const container = document.getElementById('root');

import('./bootstrap')
  .then(({ start }) => (container ? start(container) : undefined))
  .catch((error: unknown) => {
    console.error('The console could not start', error);
    if (container) {
      container.textContent = 'The console could not start. Check your connection and reload the page.';
      container.setAttribute('role', 'alert');
    }
  });
