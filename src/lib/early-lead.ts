/**
 * What a visitor does to a lead form before the app runs (issue 21 item 1). The page arrives drawn
 * by the server and the app's scripts come a few seconds later on a slow phone: meanwhile the
 * boot script (src/app/boot.ts) watches the lead forms. It notes when the visitor first touched
 * each one, and keeps a submit tapped too early from the browser (which would put name and phone
 * into the address) and remembers it. Once hydrated, the form takes the record over
 * (src/features/lead-form): the time for its fill time, the queued submit to send.
 *
 * Tiny and free of imports: the boot script carries it.
 */

/** Marks a lead form in the server's HTML (`<form data-lead-form>`). */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form';

/** Set on <html> (outside the app's root, so hydration never sees it) while a submit waits for the app. */
export const LEAD_QUEUED_ATTRIBUTE = 'data-lead-queued';

export type EarlyLead = {
  /** `Date.now()` of the visitor's first focus, tap or input inside the form. */
  firstAt?: number;
  /** A submit was asked for before the app handled the form. */
  queued?: boolean;
  /** The app handles the form now: the boot script lets its events through. */
  claimed?: boolean;
};

declare global {
  interface HTMLFormElement {
    /** The boot script's record of a lead form, kept on the element hydration reuses. */
    earlyLead?: EarlyLead;
  }
}

/** The record of a form, created on first use. */
export const earlyLeadOf = (form: HTMLFormElement): EarlyLead => (form.earlyLead ??= {});

/** The lead form an event happened in, unless the app has taken it over. */
function unclaimedForm(target: EventTarget | null): HTMLFormElement | null {
  // Not every target is an element (the window, the document): those have no `closest`.
  const form = (target as Partial<Element> | null)?.closest?.<HTMLFormElement>(
    `form[${LEAD_FORM_ATTRIBUTE}]`,
  );
  return form && !earlyLeadOf(form).claimed ? form : null;
}

/**
 * Starts watching the page's lead forms: first touches (focus, tap, typing) and submits, from the
 * window's capture phase, so before anything else on the page sees them. A form already touched
 * when this runs (a field focused or filled: the visitor was quicker than the script) counts from now.
 */
export function watchLeadForms(window: Window): void {
  const note = (form: HTMLFormElement | null) => {
    if (form) earlyLeadOf(form).firstAt ??= Date.now();
  };
  for (const type of ['focusin', 'pointerdown', 'input'])
    window.addEventListener(type, (event) => note(unclaimedForm(event.target)), {
      capture: true,
      passive: true,
    });
  window.addEventListener(
    'submit',
    (event) => {
      const form = unclaimedForm(event.target);
      if (!form) return;
      // Neither the browser (name and phone into the address) nor an app half hydrated sends it:
      // the form sends it once it has taken the record over.
      event.preventDefault();
      event.stopImmediatePropagation();
      note(form);
      earlyLeadOf(form).queued = true;
      window.document.documentElement.setAttribute(LEAD_QUEUED_ATTRIBUTE, '');
    },
    true,
  );
  const { document } = window;
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${LEAD_FORM_ATTRIBUTE}]`)) {
    const fields = [...form.querySelectorAll('input')];
    if (form.contains(document.activeElement) || fields.some((field) => field.value !== '')) note(form);
  }
}

/**
 * The form takes its record over: from now on the boot script lets its events through. Returns
 * what happened before (a queued submit is handed over once: a second claim finds none).
 */
export function claimEarlyLead(form: HTMLFormElement): EarlyLead {
  const record = earlyLeadOf(form);
  const before = { ...record };
  record.claimed = true;
  record.queued = false;
  form.ownerDocument.documentElement.removeAttribute(LEAD_QUEUED_ATTRIBUTE);
  return before;
}
