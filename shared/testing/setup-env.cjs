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
// React's development build records an owner stack (an Error with ten frames) for every element it creates, for
// the component stacks of its warnings; capturing them was about a tenth of the unit tests' CPU. The tests read
// no owner stack, so every element gets React's shared "unknown owner" one (the counter React compares with its
// limit of 10,000 per second reads as past it). Warnings still print, with a shorter component stack.
const reactInternals = require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set() {} });
}
