/**
 * jsdom lays nothing out, so nothing scrolls: these do nothing (window.scrollTo would log "not
 * implemented"). Loaded for every test by src/testing/setup.ts; a test that checks where a page
 * asks to scroll spies on them (jest.spyOn(Element.prototype, 'scrollIntoView')).
 */
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

export {};
