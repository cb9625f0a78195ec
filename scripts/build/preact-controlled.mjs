/**
 * React's controlled inputs on Preact (decision 0039). React puts a controlled input back to what its component
 * last rendered once an event's handlers have run: a checkbox whose click the page refuses (a sixth product)
 * shows unchecked again, though nothing rendered. Preact corrects the input only when its component renders
 * again. This does what React does: after a `change` or `input` event on an input, select or textarea whose
 * `checked` or `value` the page controls, once the renders that the handlers asked for are done, the element is
 * set back to its last rendered `checked` and `value` if it differs.
 */
import { options } from 'preact';

const RENDERED = Symbol('rendered controlled state');
const FORM_ELEMENTS = new Set(['input', 'select', 'textarea']);
/** Input types whose `value` is not what the user changes. */
const VALUE_NOT_STATE = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** @typedef {{ checked?: boolean, value?: string }} Rendered */
/** @typedef {(HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) & { [RENDERED]?: Rendered }} FormElement */

const diffed = options.diffed;
options.diffed = (vnode) => {
  if (typeof vnode.type === 'string' && FORM_ELEMENTS.has(vnode.type)) {
    /** @type {FormElement | undefined} */
    const dom = /** @type {any} */ (vnode).__e;
    const props = /** @type {Record<string, unknown>} */ (vnode.props);
    if (dom) {
      /** @type {Rendered} */
      const rendered = {};
      if (typeof props.checked === 'boolean') rendered.checked = props.checked;
      const valueIsState = vnode.type !== 'input' || !VALUE_NOT_STATE.has(String(props.type ?? 'text'));
      if (valueIsState && props.value !== undefined && props.value !== null && !props.multiple) {
        rendered.value = String(props.value);
      }
      dom[RENDERED] = rendered;
    }
  }
  diffed?.(vnode);
};

/** @type {Set<FormElement>} */
const pending = new Set();

function restore() {
  for (const dom of pending) {
    const rendered = dom[RENDERED];
    if (!rendered || !dom.isConnected) continue;
    if (rendered.checked !== undefined && 'checked' in dom && dom.checked !== rendered.checked) {
      dom.checked = rendered.checked;
    }
    if (rendered.value !== undefined && dom.value !== rendered.value) dom.value = rendered.value;
  }
  pending.clear();
}

/**
 * The event a page's `onChange` is on (Preact's layer listens to `input` for text, `change` for the rest, as React
 * does). Only that one: a checkbox also fires `input` just before its `change`, and in a browser the restore would
 * run between the two, so the page's handler would read the box as it was before the click.
 */
function changeEventOf(/** @type {FormElement} */ element) {
  if (element.localName === 'select') return 'change';
  if (element.localName === 'input' && /^(checkbox|radio|file)$/.test(/** @type {HTMLInputElement} */ (element).type)) {
    return 'change';
  }
  return 'input';
}

/**
 * Heard on the document, after every listener of the page (Preact's are on the elements themselves), and after the
 * renders those listeners asked for (queued before this microtask).
 */
function schedule(/** @type {Event} */ e) {
  const target = /** @type {FormElement | null} */ (e.target);
  if (!target || !target[RENDERED] || e.type !== changeEventOf(target)) return;
  if (pending.size === 0) queueMicrotask(restore);
  pending.add(target);
}

if (typeof globalThis.document !== 'undefined') {
  globalThis.document.addEventListener('change', schedule);
  globalThis.document.addEventListener('input', schedule);
}
