import { returnFocusTo } from '../return-focus';

/** A page with the button that opened a dialog and another control; the focus is nowhere. */
function drawPage() {
  document.body.innerHTML = '<button id="save" type="submit">保存</button><input id="other">';
  (document.activeElement as HTMLElement | null)?.blur();
  return {
    save: document.querySelector<HTMLButtonElement>('#save')!,
    other: document.querySelector<HTMLInputElement>('#other')!,
  };
}

/** MutationObserver callbacks run as microtasks: let them. */
const observersRan = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('returnFocusTo (a closed dialog gives the focus back)', () => {
  it('focuses an enabled element at once', () => {
    const { save } = drawPage();
    returnFocusTo(save);
    expect(save).toHaveFocus();
  });

  it('waits for a disabled button to be enabled again, then focuses it', async () => {
    const { save } = drawPage();
    save.disabled = true;
    returnFocusTo(save);
    await observersRan();
    expect(document.body).toHaveFocus();
    // The page changes meanwhile (the saving notice, a toast): the button is still disabled.
    document.body.append(document.createElement('p'));
    await observersRan();
    save.disabled = false;
    await observersRan();
    expect(save).toHaveFocus();
  });

  it('waits for a disabled fieldset around the button too', async () => {
    document.body.innerHTML = '<fieldset disabled><button id="save">保存</button></fieldset>';
    const save = document.querySelector<HTMLButtonElement>('#save')!;
    returnFocusTo(save);
    await observersRan();
    expect(document.body).toHaveFocus();
    document.querySelector('fieldset')!.disabled = false;
    await observersRan();
    expect(save).toHaveFocus();
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    const { save, other } = drawPage();
    save.disabled = true;
    returnFocusTo(save);
    other.focus();
    save.disabled = false;
    await observersRan();
    expect(other).toHaveFocus();
  });

  it('does nothing for an element that is gone', async () => {
    const { save } = drawPage();
    save.disabled = true;
    returnFocusTo(save);
    save.remove();
    await observersRan();
    expect(document.body).toHaveFocus();
    returnFocusTo(null);
    expect(document.body).toHaveFocus();
  });
});
