import crypto from 'node:crypto';
import { LANGUAGE_TAG, type Language } from '../../../shared/languages.js';
import { languageOfStore, type Store } from '../../../shared/stores.js';
import type { MemberDirectory } from '../../platform/types.js';
import type { SessionService } from '../session/service.js';
import type { StoreSideRepository } from './repository.js';

/**
 * The built-in store site's pieces that the spec treats as someone else's system: the member sign-in page
 * shown in the portal's frame, the store-side login (a cookie naming a store_logins row), and the
 * member-token endpoint (json.aspx) the portal reads after a sign-in.
 */

/** Texts of the sign-in page, per interface language. */
export interface SignInStrings {
  title: string;
  heading: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  invalid: string;
  required: string;
  error: string;
  rateLimited: string;
  success: string;
}

export const SIGN_IN_STRINGS: Record<Language, SignInStrings> = {
  en: {
    title: 'Sign in',
    heading: 'Sign in to your account',
    intro: 'Sign in to retrieve your order history.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The email address or password is incorrect.',
    required: 'Please enter your email address and password.',
    error: 'We encountered an error. Please try again.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    success: 'You are signed in.',
  },
  jp: {
    title: 'サインイン',
    heading: 'アカウントにサインイン',
    intro: 'ご注文履歴を表示するにはサインインしてください。',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'サインイン',
    invalid: 'メールアドレスまたはパスワードが正しくありません。',
    required: 'メールアドレスとパスワードを入力してください。',
    error: 'エラーが発生しました。もう一度お試しください。',
    rateLimited: '試行回数が多すぎます。1分ほど待ってから再度お試しください。',
    success: 'サインインしました。',
  },
  fr: {
    title: 'Connexion',
    heading: 'Connectez-vous à votre compte',
    intro: 'Connectez-vous pour retrouver l’historique de vos commandes.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalid: 'L’adresse e-mail ou le mot de passe est incorrect.',
    required: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
    error: 'Une erreur s’est produite. Veuillez réessayer.',
    rateLimited: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
    success: 'Vous êtes connecté.',
  },
  de: {
    title: 'Anmelden',
    heading: 'Bei Ihrem Konto anmelden',
    intro: 'Melden Sie sich an, um Ihre Bestellhistorie abzurufen.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    invalid: 'E-Mail-Adresse oder Passwort ist falsch.',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    error: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    rateLimited: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    success: 'Sie sind angemeldet.',
  },
  es: {
    title: 'Iniciar sesión',
    heading: 'Inicie sesión en su cuenta',
    intro: 'Inicie sesión para recuperar su historial de pedidos.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    required: 'Introduzca su correo electrónico y su contraseña.',
    error: 'Se ha producido un error. Inténtelo de nuevo.',
    rateLimited: 'Demasiados intentos. Espere un minuto e inténtelo de nuevo.',
    success: 'Ha iniciado sesión.',
  },
  it: {
    title: 'Accedi',
    heading: 'Accedi al tuo account',
    intro: 'Accedi per recuperare la cronologia dei tuoi ordini.',
    email: 'Indirizzo e-mail',
    password: 'Password',
    submit: 'Accedi',
    invalid: 'L’indirizzo e-mail o la password non sono corretti.',
    required: 'Inserisci il tuo indirizzo e-mail e la password.',
    error: 'Si è verificato un errore. Riprova.',
    rateLimited: 'Troppi tentativi. Attendi un minuto e riprova.',
    success: 'Accesso effettuato.',
  },
  pl: {
    title: 'Logowanie',
    heading: 'Zaloguj się na swoje konto',
    intro: 'Zaloguj się, aby zobaczyć historię zamówień.',
    email: 'Adres e-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    invalid: 'Nieprawidłowy adres e-mail lub hasło.',
    required: 'Wpisz adres e-mail i hasło.',
    error: 'Wystąpił błąd. Spróbuj ponownie.',
    rateLimited: 'Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.',
    success: 'Zalogowano.',
  },
  tw: {
    title: '登入',
    heading: '登入您的帳戶',
    intro: '請登入以查看您的訂單紀錄。',
    email: '電子郵件地址',
    password: '密碼',
    submit: '登入',
    invalid: '電子郵件地址或密碼不正確。',
    required: '請輸入您的電子郵件地址和密碼。',
    error: '發生錯誤，請再試一次。',
    rateLimited: '嘗試次數過多，請稍候一分鐘再試。',
    success: '您已登入。',
  },
};

export function signInStrings(store: Store): SignInStrings {
  return SIGN_IN_STRINGS[languageOfStore(store)];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Paths of the sign-in page's own assets (the CSP allows scripts from the site only, never inline). */
export const SIGN_IN_SCRIPT_PATH = '/store/account/signin.js';
export const SIGN_IN_STYLES_PATH = '/store/account/signin.css';

/** The sign-in page for the portal's frame, in the store's language, with the e-mail prefilled. */
export function signInPage(store: Store, email: string): string {
  const t = signInStrings(store);
  const lang = LANGUAGE_TAG[languageOfStore(store)];
  // The script reads its messages from data attributes, so it stays one static, cacheable file.
  const data = {
    store,
    'msg-invalid': t.invalid,
    'msg-required': t.required,
    'msg-error': t.error,
    'msg-rate-limited': t.rateLimited,
    'msg-success': t.success,
  };
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${SIGN_IN_STYLES_PATH}">
</head>
<body>
<main class="signin">
<h1>${escapeHtml(t.heading)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
<form id="signin" method="post" action="/store/account/login" novalidate ${dataAttributes}>
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required maxlength="254" value="${escapeHtml(email)}">
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
</div>
<p id="signin-message" class="message" role="alert"></p>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
</main>
<script src="${SIGN_IN_SCRIPT_PATH}" defer></script>
</body>
</html>
`;
}

/**
 * The page's script. It posts the credentials, and on success tells the portal (the parent window) with
 * `{ type: 'login-success' }`. The target origin is the page's own: frame-ancestors 'self' lets only a
 * page of this origin frame it, and the portal and the store side share the origin.
 */
export const SIGN_IN_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('signin');
  if (!form) return;
  var message = document.getElementById('signin-message');
  var button = form.querySelector('button[type="submit"]');
  var email = form.elements.namedItem('email');
  var password = form.elements.namedItem('password');
  var data = form.dataset;

  function show(text, isError) {
    message.textContent = text;
    message.className = isError ? 'message error' : 'message success';
    if (isError) {
      email.setAttribute('aria-invalid', 'true');
      password.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', 'signin-message');
      password.setAttribute('aria-describedby', 'signin-message');
    } else {
      email.removeAttribute('aria-invalid');
      password.removeAttribute('aria-invalid');
    }
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var emailValue = email.value.trim();
    if (!emailValue || !password.value) {
      show(data.msgRequired, true);
      (emailValue ? password : email).focus();
      return;
    }
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    fetch('/store/account/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: emailValue, password: password.value, store: data.store }),
    })
      .then(function (response) {
        if (response.ok) {
          show(data.msgSuccess, false);
          password.value = '';
          if (window.parent && window.parent !== window) {
            window.parent.postMessage({ type: 'login-success' }, window.location.origin);
          }
          return;
        }
        show(response.status === 401 ? data.msgInvalid : response.status === 429 ? data.msgRateLimited : data.msgError, true);
        password.value = '';
        password.focus();
      })
      .catch(function () {
        show(data.msgError, true);
      })
      .finally(function () {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      });
  });
})();
`;

export const SIGN_IN_STYLES = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Noto Sans TC",sans-serif;color:#1a1b1e;background:#fff;line-height:1.5}
body{margin:0;padding:16px}
.signin{max-width:400px;margin:0 auto}
h1{font-size:1.375rem;margin:0 0 .5rem}
.intro{margin:0 0 1rem;color:#424549}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;color:inherit;border:1px solid #6b6f76;border-radius:4px;background:#fff}
input[aria-invalid="true"]{border-color:#b3261e}
input:focus-visible,button:focus-visible{outline:3px solid #1c5fb8;outline-offset:2px}
button{min-height:44px;min-width:120px;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#1c5fb8;border:0;border-radius:4px;cursor:pointer}
button:disabled{opacity:.7;cursor:progress}
.message{min-height:1.5em;margin:0 0 1rem}
.message.error{color:#b3261e}
.message.success{color:#1e6b34}
@media (prefers-color-scheme:dark){html{color:#f1f3f5;background:#1a1b1e}.intro{color:#c1c2c5}input{background:#25262b;border-color:#909296}.message.error{color:#ff8a80}.message.success{color:#8ce99a}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

export interface StoreSideDeps {
  repo: StoreSideRepository;
  members: MemberDirectory;
  sessions: SessionService;
  now: () => Date;
  /** Lifetime of a store-side login (the cookie's Max-Age and the row's expiry). */
  loginTtlSeconds: number;
}

/** The row id stored for a cookie value: a database leak does not hand out live cookies. */
function loginId(cookieValue: string): string {
  return crypto.createHash('sha256').update(cookieValue).digest('base64url');
}

/** A cookie value this side could have issued: 43 base64url characters (32 random bytes). */
function isLoginCookie(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function storeSideService(deps: StoreSideDeps) {
  const { repo, members, sessions, now, loginTtlSeconds } = deps;

  async function memberOf(cookieValue: string | undefined): Promise<number | null> {
    if (!isLoginCookie(cookieValue)) return null;
    const id = loginId(cookieValue);
    const login = await repo.findLogin(id);
    if (!login) return null;
    if (login.expiresAt <= now().toISOString()) {
      await repo.deleteLogin(id);
      return null;
    }
    return login.memberId;
  }

  return {
    memberOf,

    /**
     * Checks the credentials and opens a store-side login; answers the cookie value to set, or null for a
     * wrong e-mail or password (the same answer for both). A login the browser already had is ended.
     */
    async login(
      email: string,
      password: string,
      previousCookie: string | undefined,
    ): Promise<{ cookieValue: string; maxAgeSeconds: number; memberId: number } | null> {
      const member = await members.verifyPassword(email, password);
      if (!member) return null;
      const at = now();
      if (isLoginCookie(previousCookie)) await repo.deleteLogin(loginId(previousCookie));
      await repo.deleteExpired(at.toISOString());
      const cookieValue = crypto.randomBytes(32).toString('base64url');
      await repo.insertLogin({
        id: loginId(cookieValue),
        memberId: member.id,
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + loginTtlSeconds * 1000).toISOString(),
      });
      return { cookieValue, maxAgeSeconds: loginTtlSeconds, memberId: member.id };
    },

    /** A short-lived member token for the member the cookie's live login names; '' when there is none. */
    async memberToken(cookieValue: string | undefined): Promise<string> {
      const memberId = await memberOf(cookieValue);
      if (memberId === null) return '';
      // A login outliving its member (deleted account) grants nothing.
      if (!(await members.findById(memberId))) return '';
      return sessions.memberToken(memberId);
    },

    async logout(cookieValue: string | undefined): Promise<void> {
      if (isLoginCookie(cookieValue)) await repo.deleteLogin(loginId(cookieValue));
    },
  };
}
export type StoreSideService = ReturnType<typeof storeSideService>;
