/** Jest setup for client tests: jest-dom matchers, and the browser APIs Mantine needs that
 *  jsdom lacks. Storage is emptied after every test so tests cannot leak state. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy / waitFor give up after 1 s by default: too little on a loaded two-core CI machine, where
// a lazy page chunk and its first render can take longer. Passing tests do not wait any longer.
configure({ asyncUtilTimeout: 5000 });

// react-router encodes with these; jsdom does not provide them.
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
window.scrollTo = () => {};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
