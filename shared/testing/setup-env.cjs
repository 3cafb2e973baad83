const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = globalThis.ResizeObserver || ResizeObserver;
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }));
  // Animations off: Ark's presence (menus, dialogs, drawers, popovers) waits for an `animationend` that jsdom
  // never fires whenever the computed style names an animation, and whether it did depended on the order of
  // animation frames, that is on the machine's load. With no animation every opening and closing settles within
  // a frame, as a user with reduced motion sees it.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudoElement) => {
    const style = computedStyle(element, pseudoElement);
    style.setProperty('animation-name', 'none');
    style.setProperty('animation-duration', '0s');
    style.setProperty('transition-duration', '0s');
    return style;
  };
  window.scrollTo = window.scrollTo || (() => {});
  Element.prototype.scrollTo = Element.prototype.scrollTo || (() => {});
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => {});
}
