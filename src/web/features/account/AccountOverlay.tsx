import { Button, CloseButton, Loader, Popover, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignInRequest, useSignInRequest } from '../../lib/sign-in.js';
import { readStored } from '../../lib/storage.js';
import { useStore } from '../../lib/store-context.js';
import { AccountMenu, MemberAvatar } from './AccountMenu.js';
import { ChevronDownIcon, UserIcon } from './icons.js';
import { completeSignIn, signOut } from './session.js';
import { SignInFrame } from './SignInFrame.js';
import { useCustomer } from './useCustomer.js';
import classes from './Account.module.css';

/**
 * What the drop-down overlay shows (spec section 2): the sign-in frame (a guest), the account menu (a member), or
 * a plain view of its own for what happens between the two (signing in after the frame said so, or a failure).
 */
type View = { kind: 'frame'; email: string } | { kind: 'menu' } | { kind: 'html'; state: 'signingIn' | 'failed' };

/** The header's sign-in button or account menu, and the overlay it opens. */
export function AccountOverlay({ storeSite }: { storeSite: string }) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  const customer = useCustomer();
  const signInRequest = useSignInRequest();
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<View>({ kind: 'menu' });
  const [signingOut, setSigningOut] = useState(false);
  const titleId = useId();

  const member = customer.data?.loggedIn ? customer.data : null;
  const pending = customer.isPending && readStored('memberToken') !== null;

  // Another feature asked for the sign-in frame (a guest gave a member's e-mail).
  useEffect(() => {
    if (!signInRequest) return;
    setView({ kind: 'frame', email: signInRequest.email });
    setOpened(true);
    clearSignInRequest();
  }, [signInRequest]);

  function toggle() {
    if (opened) return setOpened(false);
    setView(member ? { kind: 'menu' } : { kind: 'frame', email: '' });
    setOpened(true);
  }

  async function onLoginSuccess() {
    setView({ kind: 'html', state: 'signingIn' });
    try {
      await completeSignIn(store);
    } catch {
      setView({ kind: 'html', state: 'failed' });
    }
  }

  async function onSignOut() {
    setSigningOut(true);
    await signOut(store);
  }

  const label = member ? t('account.menuButton', { name: member.firstName }) : t('account.signIn');

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
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
          onClick={toggle}
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
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={titleId} data-view={view.kind}>
        <CloseButton
          className={classes.close}
          aria-label={t('account.close')}
          onClick={() => setOpened(false)}
          size="lg"
        />
        {view.kind === 'frame' && (
          <Stack gap="xs">
            <Title order={2} size="h4" id={titleId} pr={36}>
              {t('account.signInTitle')}
            </Title>
            <SignInFrame email={view.email} onLoginSuccess={onLoginSuccess} onEscape={() => setOpened(false)} />
          </Stack>
        )}
        {view.kind === 'menu' && member && (
          <AccountMenu
            customer={member}
            storeSite={storeSite}
            titleId={titleId}
            onSignOut={onSignOut}
            signingOut={signingOut}
          />
        )}
        {view.kind === 'menu' && !member && (
          <Stack gap="sm" align="center" py="md" role="status">
            <Loader size="sm" aria-hidden />
            <Text id={titleId}>{t('loading', { ns: 'common' })}</Text>
          </Stack>
        )}
        {view.kind === 'html' && view.state === 'signingIn' && (
          <Stack gap="sm" align="center" py="lg" role="status">
            <Loader aria-hidden />
            <Text id={titleId} fw={600}>
              {t('account.signingIn')}
            </Text>
          </Stack>
        )}
        {view.kind === 'html' && view.state === 'failed' && (
          <Stack gap="sm" py="sm" role="alert">
            <Title order={2} size="h4" id={titleId} pr={36}>
              {t('account.signInFailedTitle')}
            </Title>
            <Text size="sm">{t('account.signInFailed')}</Text>
            <Button onClick={() => setView({ kind: 'frame', email: '' })}>{t('account.tryAgain')}</Button>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
