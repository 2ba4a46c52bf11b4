import { appStarter, startAfterFirstPaint, START_AT_MOST_MS } from '../boot';

const appScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

beforeEach(() => {
  document.head.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('appStarter', () => {
  it('adds the app’s scripts once, in order, to run in that order', () => {
    const start = appStarter(document, ['/assets/framework.1.js', '/assets/main.2.js']);
    start();
    start();
    expect(appScripts()).toEqual([
      'http://localhost/assets/framework.1.js',
      'http://localhost/assets/main.2.js',
    ]);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
  });

  it('takes out a script that failed to load, so that the app’s loader asks for it again', () => {
    appStarter(document, ['/assets/tpl-news.3.chunk.js', '/assets/main.2.js'])();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(appScripts()).toEqual(['http://localhost/assets/main.2.js']);
  });
});

describe('startAfterFirstPaint (no largest paints reported)', () => {
  it('starts after the first frame has been painted', async () => {
    const start = jest.fn();
    startAfterFirstPaint(window, [document.createElement('img')], start);
    expect(start).not.toHaveBeenCalled();
    // jsdom's animation frames are timers of ~16 ms; then the task after the frame's paint.
    await jest.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

type Paint = { element: Element | null; size: number };

/** A window whose browser reports largest paints: the test reports them by hand. */
function reportingWindow() {
  let report: ((paints: Paint[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    disconnected = false;
    constructor(callback: (list: { getEntries(): Paint[] }, observer: FakeObserver) => void) {
      report = (paints) => {
        if (!this.disconnected) callback({ getEntries: () => paints }, this);
      };
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  const fake = Object.create(window) as Window & typeof globalThis;
  Object.defineProperty(fake, 'PerformanceObserver', { value: FakeObserver });
  return { fake, report: (...paints: Paint[]) => report!(paints) };
}

/** A picture drawn at 0,0 with the given size (the viewport is jsdom's 1024 × 768). */
function pictureOf(width: number, height: number) {
  const image = document.createElement('img');
  image.getBoundingClientRect = () => ({ left: 0, top: 0, right: width, bottom: height }) as DOMRect;
  return image;
}

describe('startAfterFirstPaint (largest paints reported)', () => {
  it('waits past a smaller text for the first picture to be painted', async () => {
    const { fake, report } = reportingWindow();
    const cover = pictureOf(380, 214);
    const start = jest.fn();
    startAfterFirstPaint(fake, [cover], start);

    report({ element: document.createElement('p'), size: 20_000 });
    await jest.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();

    report({ element: cover, size: 380 * 214 });
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at a paint no picture can outgrow, and counts only the pictures’ part in view', async () => {
    const { fake, report } = reportingWindow();
    // 1024 × 2000, of which 1024 × 768 in view.
    const tall = pictureOf(1024, 2000);
    const start = jest.fn();
    startAfterFirstPaint(fake, [tall], start);

    report({ element: document.createElement('h1'), size: 1024 * 768 });
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than its bound for a picture that is not painted', async () => {
    const { fake, report } = reportingWindow();
    const cover = pictureOf(380, 214);
    const start = jest.fn();
    startAfterFirstPaint(fake, [cover], start);
    report({ element: document.createElement('p'), size: 20_000 });
    await jest.advanceTimersByTimeAsync(START_AT_MOST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
