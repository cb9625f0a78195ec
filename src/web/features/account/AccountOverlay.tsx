import { Button, CloseButton, Loader, Popover, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignInRequest, useSignInRequest } from '../../lib/sign-in.js';
import { readStored } from '../../lib/storage.js';
import { AccountMenu, MemberAvatar } from './AccountMenu.js';
import { ChevronDownIcon, UserIcon } from './icons.js';
import { useSignIn } from './api/sign-in.js';
import { useSignOut } from './api/sign-out.js';
import { SignInFrame } from './SignInFrame.js';
import { useCustomer } from './api/get-customer.js';
import classes from './Account.module.css';

/**
 * What the drop-down overlay shows (docs/rules/shell.md): the sign-in frame (a guest), the account menu (a member), or
 * a plain view of its own for what happens between the two (signing in after the frame said so, or a failure).
 */
type View = { kind: 'frame'; email: string } | { kind: 'menu' } | { kind: 'html'; state: 'signingIn' | 'failed' };

type Member = NonNullable<ReturnType<typeof useCustomer>['data']>;

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

function Waiting({ titleId, text, py, strong }: { titleId: string; text: string; py: string; strong?: boolean }) {
  return (
    <Stack gap="sm" align="center" py={py} role="status">
      <Loader size={strong ? undefined : 'sm'} aria-hidden />
      <Text id={titleId} fw={strong ? 600 : undefined}>
        {text}
      </Text>
    </Stack>
  );
}

/** The overlay's view: the sign-in frame, the account menu, or signing in / its failure. */
function OverlayView(props: {
  overlay: ReturnType<typeof useAccountOverlay>;
  member: Member | null;
  storeSite: string;
  titleId: string;
}) {
  const { t } = useTranslation('shell');
  const { overlay, member, titleId } = props;
  const { view } = overlay;
  if (view.kind === 'frame') {
    return (
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId} pr={36}>
          {t('account.signInTitle')}
        </Title>
        <SignInFrame
          email={view.email}
          onLoginSuccess={overlay.onLoginSuccess}
          onEscape={() => overlay.setOpened(false)}
        />
      </Stack>
    );
  }
  if (view.kind === 'menu' && member) {
    return (
      <AccountMenu
        customer={member}
        storeSite={props.storeSite}
        titleId={titleId}
        onSignOut={overlay.onSignOut}
        signingOut={overlay.signingOut}
      />
    );
  }
  if (view.kind === 'menu') return <Waiting titleId={titleId} text={t('loading', { ns: 'common' })} py="md" />;
  if (view.state === 'signingIn') return <Waiting titleId={titleId} text={t('account.signingIn')} py="lg" strong />;
  return (
    <Stack gap="sm" py="sm" role="alert">
      <Title order={2} size="h4" id={titleId} pr={36}>
        {t('account.signInFailedTitle')}
      </Title>
      <Text size="sm">{t('account.signInFailed')}</Text>
      <Button onClick={() => overlay.setView({ kind: 'frame', email: '' })}>{t('account.tryAgain')}</Button>
    </Stack>
  );
}

/** The header's sign-in button or account menu, and the overlay it opens. */
export function AccountOverlay({ storeSite }: { storeSite: string }) {
  const { t } = useTranslation('shell');
  const customer = useCustomer();
  const titleId = useId();
  const member = customer.data?.loggedIn ? customer.data : null;
  const pending = customer.isPending && readStored('memberToken') !== null;
  const overlay = useAccountOverlay(member, pending);
  const label = member ? t('account.menuButton', { name: member.firstName }) : t('account.signIn');
  return (
    <Popover
      opened={overlay.opened}
      onChange={overlay.setOpened}
      position="bottom-end"
      offset={8}
      width="min(380px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      closeOnEscape
      withinPortal
      zIndex={300}
      middlewares={{ shift: { padding: 8 }, flip: false }}
      floatingStrategy="fixed"
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          onClick={overlay.toggle}
          aria-label={pending ? t('account.account') : label}
          data-testid="account-trigger"
        >
          {member ? <MemberAvatar customer={member} size={28} /> : <UserIcon />}
          <span className={classes.triggerText}>
            {pending ? t('account.account') : member ? member.firstName : t('account.signIn')}
          </span>
          {member && <ChevronDownIcon />}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={titleId} data-view={overlay.view.kind}>
        <CloseButton
          className={classes.close}
          aria-label={t('account.close')}
          onClick={() => overlay.setOpened(false)}
          size="lg"
        />
        <OverlayView overlay={overlay} member={member} storeSite={storeSite} titleId={titleId} />
      </Popover.Dropdown>
    </Popover>
  );
}
