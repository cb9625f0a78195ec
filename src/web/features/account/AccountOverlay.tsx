import { UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../components/useOpenedOnce.js';
import { clearSignInRequest, useSignInRequest } from '../../lib/sign-in.js';
import { readStored } from '../../lib/storage.js';
import { ChevronDownIcon, UserIcon } from './icons.js';
import { MemberAvatar } from './MemberAvatar.js';
import { useSignIn } from './api/sign-in.js';
import { useSignOut } from './api/sign-out.js';
import { useCustomer } from './api/get-customer.js';
import classes from './Account.module.css';

const loadPopover = () => import('./AccountPopover.js');
// The drop-down, its focus trap and positioning, the sign-in frame and the account menu: loaded when the button is
// first pointed at, focused or pressed, not with the page.
const AccountPopover = lazy(loadPopover);
const preloadPopover = () => void loadPopover().catch(() => undefined);

/**
 * What the drop-down overlay shows (docs/rules/shell.md): the sign-in frame (a guest), the account menu (a member), or
 * a plain view of its own for what happens between the two (signing in after the frame said so, or a failure).
 */
export type View =
  { kind: 'frame'; email: string } | { kind: 'menu' } | { kind: 'html'; state: 'signingIn' | 'failed' };

export type Member = NonNullable<ReturnType<typeof useCustomer>['data']>;

/** The overlay's state: open or not, which view, and the sign-in and sign-out on their way. */
function useAccountOverlay(member: Member | null, pending: boolean) {
  const signIn = useSignIn();
  const signOut = useSignOut();
  const signInRequest = useSignInRequest();
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<View>({ kind: 'menu' });
  const [signingOut, setSigningOut] = useState(false);

  // Another feature asked for the sign-in frame (a guest gave a member's e-mail).
  useEffect(() => {
    if (!signInRequest) return;
    setView({ kind: 'frame', email: signInRequest.email });
    setOpened(true);
    clearSignInRequest();
  }, [signInRequest]);

  // A member whose profile is still on its way (a token is kept) waits in the menu view: the sign-in frame would ask
  // someone already signed in to sign in again.
  const toggle = () => {
    if (opened) return setOpened(false);
    setView(member || pending ? { kind: 'menu' } : { kind: 'frame', email: '' });
    setOpened(true);
  };
  const onLoginSuccess = () => {
    setView({ kind: 'html', state: 'signingIn' });
    signIn.mutate(undefined, { onError: () => setView({ kind: 'html', state: 'failed' }) });
  };
  const onSignOut = () => {
    setSigningOut(true);
    signOut.mutate();
  };
  // The menu waited for a profile that came back a guest's (the kept token had ended): the frame, then.
  const shown: View = view.kind === 'menu' && !member && !pending ? { kind: 'frame', email: '' } : view;
  return { opened, setOpened, view: shown, setView, signingOut, toggle, onLoginSuccess, onSignOut };
}

export type AccountOverlayState = ReturnType<typeof useAccountOverlay>;

/** The header's sign-in button or account menu, and the overlay it opens. */
export function AccountOverlay({ storeSite }: { storeSite: string }) {
  const { t } = useTranslation('shell');
  const customer = useCustomer();
  const titleId = useId();
  const member = customer.data?.loggedIn ? customer.data : null;
  const pending = customer.isPending && readStored('memberToken') !== null;
  const overlay = useAccountOverlay(member, pending);
  const opened = useOpenedOnce(overlay.opened);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = member ? t('account.menuButton', { name: member.firstName }) : t('account.signIn');
  const trigger = (
    <UnstyledButton
      ref={triggerRef}
      className={classes.trigger}
      onClick={overlay.toggle}
      onPointerEnter={preloadPopover}
      onFocus={preloadPopover}
      aria-label={pending ? t('account.account') : label}
      data-testid="account-trigger"
    >
      {member ? <MemberAvatar customer={member} size={28} /> : <UserIcon />}
      <span className={classes.triggerText}>
        {pending ? t('account.account') : member ? member.firstName : t('account.signIn')}
      </span>
      {member && <ChevronDownIcon />}
    </UnstyledButton>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountPopover
        overlay={overlay}
        member={member}
        storeSite={storeSite}
        titleId={titleId}
        trigger={trigger}
        triggerRef={triggerRef}
      />
    </Suspense>
  );
}
