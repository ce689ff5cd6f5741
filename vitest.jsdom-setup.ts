import { configure } from '@testing-library/react';

// A page that renders in a tenth of a second alone can take seconds while both cores run other test
// files: waiting for what a user sees allows for that, as a user's eyes would.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrolling into view; a page that asks for it goes on as in a
// browser whose element is already in view.
if (typeof window !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, writable: true });
}
