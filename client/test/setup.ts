/** Jest setup for client tests: jest-dom matchers, and the browser APIs Mantine needs that
 *  jsdom lacks. Storage is emptied after every test so tests cannot leak state. */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
