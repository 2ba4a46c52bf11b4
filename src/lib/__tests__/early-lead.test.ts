import { claimEarlyLead, earlyLeadOf, LEAD_QUEUED_ATTRIBUTE, watchLeadForms } from '../early-lead';

/** The server's HTML of a page with a lead form and a search form, before any script has run. */
function drawPage() {
  document.body.innerHTML = `
    <form data-lead-form method="post"><input name="name"><input name="phone"><button type="submit">提交</button></form>
    <form id="other"><input name="q"><button type="submit">搜索</button></form>`;
  return {
    lead: document.querySelector<HTMLFormElement>('form[data-lead-form]')!,
    other: document.querySelector<HTMLFormElement>('#other')!,
  };
}

/** A submit as the browser fires it when the button is tapped; true when nothing cancelled it. */
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

// The watcher listens on the window for the rest of the file, as the boot script does for the page.
beforeAll(() => watchLeadForms(window));
beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-03-01T08:00:00Z') });
  document.documentElement.removeAttribute(LEAD_QUEUED_ATTRIBUTE);
});
afterEach(() => jest.useRealTimers());

describe('watchLeadForms (the boot script, before the app)', () => {
  it('notes the first touch of a lead form only, and keeps the first one', () => {
    const { lead, other } = drawPage();
    other.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(earlyLeadOf(other).firstAt).toBeUndefined();

    const start = Date.now();
    lead.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    jest.advanceTimersByTime(2500);
    lead.querySelector('input[name=phone]')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(earlyLeadOf(lead).firstAt).toBe(start);
  });

  it('counts a tap or typing as a first touch too', () => {
    const { lead } = drawPage();
    const at = Date.now();
    lead.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(earlyLeadOf(lead).firstAt).toBe(at);
  });

  it('holds a submit of a lead form (the browser would put the fields into the address) and remembers it', () => {
    const { lead, other } = drawPage();
    const seenByPage = jest.fn();
    document.addEventListener('submit', seenByPage);
    expect(submit(lead)).toBe(false);
    expect(earlyLeadOf(lead)).toMatchObject({ queued: true, firstAt: Date.now() });
    // Nothing else on the page (an app half hydrated) gets to send it a second time.
    expect(seenByPage).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(LEAD_QUEUED_ATTRIBUTE);

    // Other forms are none of its business.
    submit(other);
    expect(seenByPage).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', seenByPage);
  });

  it('lets a claimed form alone, and hands a held submit over once', () => {
    const { lead } = drawPage();
    lead.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    submit(lead);
    const first = claimEarlyLead(lead);
    expect(first).toMatchObject({ queued: true, firstAt: Date.now() });
    expect(document.documentElement).not.toHaveAttribute(LEAD_QUEUED_ATTRIBUTE);
    expect(claimEarlyLead(lead).queued).toBe(false);

    // The app handles its submits now: they go through, untouched.
    const appHandler = jest.fn((event: Event) => event.preventDefault());
    lead.addEventListener('submit', appHandler);
    submit(lead);
    expect(appHandler).toHaveBeenCalledTimes(1);
    expect(earlyLeadOf(lead).queued).toBe(false);
  });

  it('counts from its own start a form the visitor reached before it ran', () => {
    const { lead } = drawPage();
    lead.querySelector<HTMLInputElement>('input[name=name]')!.value = '王小明';
    const startedAt = Date.now();
    // A second watcher stands for the boot script running after the typing.
    watchLeadForms(window);
    expect(earlyLeadOf(lead).firstAt).toBe(startedAt);
  });
});
