/**
 * jsdom computes an element's style by matching every rule of every style sheet against it, and the
 * console's screens carry many rules (one per styled component and state). Testing Library asks for the
 * style of each element and its ancestors on every role query (is it hidden?), and again on every
 * poll of a findBy or waitFor: in the console's tests that was about half of the time.
 *
 * Between two changes of the document the answer cannot differ, so it is kept until the next one:
 * a mutation (taken synchronously before each read, so a change made just before counts), or an
 * event that can change a pseudo-class (focus, hover, checked, a typed value) or the viewport.
 * Loaded for every test by src/testing/setup.ts.
 */
const EVENTS_THAT_CHANGE_STYLE = [
  'focus',
  'blur',
  'focusin',
  'focusout',
  'input',
  'change',
  'click',
  'keydown',
  'keyup',
  'pointerover',
  'pointerout',
  'pointerdown',
  'pointerup',
  'mouseover',
  'mouseout',
  'resize',
];

if (typeof window !== 'undefined' && typeof MutationObserver !== 'undefined') {
  const compute = window.getComputedStyle.bind(window);
  let known = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    known = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of EVENTS_THAT_CHANGE_STYLE) window.addEventListener(type, forget, true);

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) forget();
    let style = known.get(element);
    if (style === undefined) {
      style = compute(element);
      known.set(element, style);
    }
    return style;
  };
}

export {};
