import { Button, CloseButton, Loader, Popover, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './AccountMenu.js';
import type { AccountOverlayState, Member } from './AccountOverlay.js';
import { SignInFrame } from './SignInFrame.js';
import classes from './Account.module.css';

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
  overlay: AccountOverlayState;
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

/**
 * The overlay itself (docs/rules/shell.md): a chunk loaded at its first opening, with the drop-down, its focus trap
 * and positioning, the sign-in frame and the account menu; the header's button (`trigger`) is its target.
 */
export default function AccountPopover(props: {
  overlay: AccountOverlayState;
  member: Member | null;
  storeSite: string;
  titleId: string;
  trigger: ReactNode;
  /** The header's button: the one rendered before this chunk was in is replaced by the one anchoring the drop-down. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('shell');
  const { overlay, titleId, triggerRef } = props;
  // Mounted closed, then opened: the drop-down notes where focus was when it opens, to give it back when it closes.
  // The button pressed to open it was replaced as this chunk mounted, so focus goes to its replacement first.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) triggerRef.current?.focus();
    setMounted(true);
  }, [triggerRef]);
  return (
    <Popover
      opened={mounted && overlay.opened}
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
      <Popover.Target>{props.trigger}</Popover.Target>
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={titleId} data-view={overlay.view.kind}>
        <CloseButton
          className={classes.close}
          aria-label={t('account.close')}
          onClick={() => overlay.setOpened(false)}
          size="lg"
        />
        <OverlayView overlay={overlay} member={props.member} storeSite={props.storeSite} titleId={titleId} />
      </Popover.Dropdown>
    </Popover>
  );
}
