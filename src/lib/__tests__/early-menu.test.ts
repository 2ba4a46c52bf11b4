import { HEADER_READY_ATTRIBUTE, watchMenuButton } from '../early-menu';

/** The server's header: the menu button and its closed panel, before any script has run. */
function drawHeader() {
  document.body.innerHTML = `
    <div id="root"><button type="button" aria-expanded="false" aria-controls="panel" data-menu-toggle>
      <span>打开菜单</span></button><nav id="panel" hidden><a href="/about_us">关于我们</a></nav></div>`;
  const root = document.getElementById('root')!;
  const app = jest.fn();
  // Where the app listens once it starts (React's root): it must not see what the boot script took.
  root.addEventListener('click', app);
  return {
    button: document.querySelector('button')!,
    panel: document.getElementById('panel')!,
    app,
  };
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeAll(() => watchMenuButton(window));
beforeEach(() => document.documentElement.removeAttribute(HEADER_READY_ATTRIBUTE));

describe('watchMenuButton (the boot script, before the header runs)', () => {
  it('opens the panel on a tap on the button (or its icon) and closes it on the next, aria-expanded following', () => {
    const { button, panel, app } = drawHeader();
    tap(button.querySelector('span')!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.hidden).toBe(false);
    tap(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel.hidden).toBe(true);
    expect(app).not.toHaveBeenCalled();
  });

  it('closes the open panel on Escape, and lets other keys and taps elsewhere through', () => {
    const { button, panel, app } = drawHeader();
    button.focus();
    press('Escape');
    expect(panel.hidden).toBe(true);
    tap(button);
    press('Tab');
    expect(panel.hidden).toBe(false);
    press('Escape');
    expect(panel.hidden).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    tap(panel.querySelector('a')!);
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('leaves the button to the header once it runs', () => {
    const { button, panel, app } = drawHeader();
    document.documentElement.setAttribute(HEADER_READY_ATTRIBUTE, '');
    tap(button);
    expect(panel.hidden).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(app).toHaveBeenCalledTimes(1);
  });
});
