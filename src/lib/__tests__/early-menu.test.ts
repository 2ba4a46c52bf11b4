import { MENU_TOGGLE_ATTRIBUTE, watchMenuToggle } from '../early-menu';

describe('the phone menu before the app runs', () => {
  let toggle: HTMLButtonElement;
  let panel: HTMLElement;
  beforeAll(() => watchMenuToggle(window));
  beforeEach(() => {
    document.body.innerHTML = `<header><button type="button" ${MENU_TOGGLE_ATTRIBUTE} aria-expanded="false" aria-controls="panel"><span></span></button><nav id="panel" hidden><a href="/about_us">关于我们</a></nav></header>`;
    toggle = document.querySelector('button')!;
    panel = document.getElementById('panel')!;
  });

  it('opens the server-drawn panel on a tap, and closes it on the next', () => {
    // The tap lands on the icon inside the button.
    toggle.querySelector('span')!.click();
    expect(panel.hidden).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.click();
    expect(panel.hidden).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('steps aside once the header runs (its handler stops the click), and ignores every other tap', () => {
    document.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')!.click();
    expect(panel.hidden).toBe(true);
    document.querySelector('header')!.addEventListener('click', (event) => event.stopPropagation());
    toggle.click();
    expect(panel.hidden).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
