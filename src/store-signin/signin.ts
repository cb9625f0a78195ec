import type { TStoreLoginBody } from '../shared/schemas/site.js';

/**
 * The sign-in page's script (served as an ES module at /store/account/signin.js). It posts the credentials to the
 * store side, and on success tells the portal, the parent window, with `{ type: 'login-success' }`. The target
 * origin is the page's own: frame-ancestors 'self' lets only a page of this origin frame it, and the portal and the
 * store side share the origin. Its messages come from the form's data-msg-* attributes, in the store's language.
 */

interface Elements {
  form: HTMLFormElement;
  email: HTMLInputElement;
  password: HTMLInputElement;
  button: HTMLButtonElement;
  message: HTMLElement;
}

function elements(): Elements | null {
  const form = document.querySelector<HTMLFormElement>('form#signin');
  const email = form?.querySelector<HTMLInputElement>('#email');
  const password = form?.querySelector<HTMLInputElement>('#password');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const message = document.getElementById('signin-message');
  return form && email && password && button && message ? { form, email, password, button, message } : null;
}

function show(page: Elements, text: string | undefined, isError: boolean) {
  page.message.textContent = text ?? '';
  page.message.className = isError ? 'message error' : 'message success';
  for (const input of [page.email, page.password]) {
    if (isError) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', 'signin-message');
    } else {
      input.removeAttribute('aria-invalid');
    }
  }
}

/** The message for a refused sign-in: wrong credentials, too many attempts, or anything else. */
function failureMessage(data: DOMStringMap, status: number): string | undefined {
  if (status === 401) return data.msgInvalid;
  if (status === 429) return data.msgRateLimited;
  return data.msgError;
}

async function signIn(page: Elements, body: TStoreLoginBody) {
  const data = page.form.dataset;
  page.button.disabled = true;
  page.button.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('/store/account/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    page.password.value = '';
    if (response.ok) {
      show(page, data.msgSuccess, false);
      if (window.parent && window.parent !== window) {
        window.parent.postMessage({ type: 'login-success' }, window.location.origin);
      }
      return;
    }
    show(page, failureMessage(data, response.status), true);
    page.password.focus();
  } catch {
    show(page, data.msgError, true);
  } finally {
    page.button.disabled = false;
    page.button.removeAttribute('aria-busy');
  }
}

const page = elements();
page?.form.addEventListener('submit', (event) => {
  event.preventDefault();
  const email = page.email.value.trim();
  if (!email || !page.password.value) {
    show(page, page.form.dataset.msgRequired, true);
    (email ? page.password : page.email).focus();
    return;
  }
  // The server checks the store; the page only passes on the one it was opened for.
  const store = page.form.dataset.store as TStoreLoginBody['store'];
  void signIn(page, { email, password: page.password.value, store });
});
