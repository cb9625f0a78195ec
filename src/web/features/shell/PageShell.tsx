import { Anchor, Burger, Container, Indicator, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FullPageLoader } from '../../components/FullPageLoader.js';
import { useOpenedOnce } from '../../components/useOpenedOnce.js';
import { useStore } from '../../lib/store-context.js';
import { CART_PATH, STORE_LINKS, storeSiteUrl } from './config.js';
import { CartIcon } from './icons.js';
import { LayoutHtml } from './LayoutHtml.js';
import classes from './PageShell.module.css';

// The drawer (with its scroll lock and focus trap) is a chunk of its own, loaded when the menu is first opened.
const SideMenu = lazy(() => import('./SideMenu.js'));

export interface PageShellProps {
  /** The sign-in button or account menu with its overlay (the account feature). */
  account?: ReactNode;
  /** Items in the store's cart, from the customer call; the badge hides at 0 or while unknown. */
  cartItemCount?: number;
  /** A notice above the workspace (the maintenance announcement). */
  notice?: ReactNode;
  /** The route's page, or what stands in its place (the maintenance text during a maintenance window). */
  workspace: ReactNode;
  /**
   * The support chat (only rendered for chat stores): its launcher takes its place in the header, beside the
   * account menu, so it never covers the page; its panel is fixed to the viewport.
   */
  chat?: ReactNode;
}

/** The cart link with its item-count badge (hidden at 0 or while unknown). */
function CartButton({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  return (
    <UnstyledButton
      component="a"
      href={storeSiteUrl(store, CART_PATH)}
      className={classes.cart}
      aria-label={count > 0 ? t('cartWithItems', { count }) : t('cartEmpty')}
    >
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count <= 0}
        size={18}
        color="red.8"
        offset={2}
        className={classes.cartIndicator}
      >
        <CartIcon />
      </Indicator>
    </UnstyledButton>
  );
}

/**
 * The page around every screen (docs/rules/shell.md): the header with the store's links, product menu, side menu,
 * the account menu and the cart; the workspace; the footer. Other features are passed in by src/web/app.
 */
export function PageShell({ account, cartItemCount, notice, workspace, chat }: PageShellProps) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  const [menuOpened, menu] = useDisclosure(false);
  const menuUsed = useOpenedOnce(menuOpened);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    menu.close();
    burger.current?.focus();
  };
  const count = cartItemCount ?? 0;

  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <div className={classes.bar}>
          <Burger
            ref={burger}
            opened={menuOpened}
            onClick={menu.toggle}
            color="white"
            size="sm"
            aria-label={t('openMenu')}
            aria-expanded={menuOpened}
            aria-controls={menuUsed ? 'rma-side-menu' : undefined}
            className={classes.burger}
          />
          <Anchor component={Link} to="/" className={classes.brand} underline="never">
            {t('appName', { ns: 'common' })}
          </Anchor>
          <nav aria-label={t('storeLinks')} className={classes.storeLinks}>
            {STORE_LINKS.map((link) => (
              <a key={link.key} href={storeSiteUrl(store, link.path)} className={classes.storeLink}>
                {t(`link.${link.key}`)}
              </a>
            ))}
          </nav>
          <div className={classes.actions}>
            {chat}
            {account}
            <CartButton count={count} />
          </div>
        </div>
        <div className={classes.productMenuRow}>
          <LayoutHtml
            kind="product-menu"
            label={t('productMenu')}
            className={`${classes.layoutHtml} ${classes.productMenu}`}
          />
        </div>
      </header>

      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={closeMenu} count={count} />
        </Suspense>
      )}

      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
          {notice}
          <Suspense fallback={<FullPageLoader />}>{workspace}</Suspense>
        </Container>
      </main>

      <footer className={classes.footer}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <LayoutHtml kind="footer" className={`${classes.layoutHtml} ${classes.footerHtml}`} />
        </Container>
      </footer>
    </div>
  );
}
