import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store-context.js';
import { CART_PATH, STORE_LINKS, storeSiteUrl } from './config.js';
import { LayoutHtml } from './LayoutHtml.js';
import classes from './PageShell.module.css';

/** The side menu drawer: the store's links, the product menu on phones, and the side menu. */
export default function SideMenu({ opened, onClose, count }: { opened: boolean; onClose: () => void; count: number }) {
  const { t } = useTranslation('shell');
  const { store } = useStore();
  return (
    <Drawer
      id="rma-side-menu"
      opened={opened}
      onClose={onClose}
      // It mounts already open (loaded on the first open), before Mantine could note where focus was; the page
      // shell gives focus back to the menu button itself.
      returnFocus={false}
      title={t('menu')}
      size={320}
      padding="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
      classNames={{ body: classes.drawerBody, title: classes.drawerTitle }}
    >
      <Stack gap="lg">
        <nav aria-label={t('storeLinks')} className={classes.drawerLinks}>
          {STORE_LINKS.map((link) => (
            <a key={link.key} href={storeSiteUrl(store, link.path)}>
              {t(`link.${link.key}`)}
            </a>
          ))}
          <a href={storeSiteUrl(store, CART_PATH)}>
            {t('link.cart')}
            {count > 0 && <span className={classes.drawerCount}> ({count})</span>}
          </a>
        </nav>
        <div className={classes.phoneOnly}>
          <LayoutHtml
            kind="product-menu"
            label={t('productMenu')}
            caption={t('productMenu')}
            className={`${classes.layoutHtml} ${classes.verticalMenu}`}
          />
        </div>
        <LayoutHtml
          kind="side-menu"
          label={t('sideMenu')}
          caption={t('sideMenu')}
          className={`${classes.layoutHtml} ${classes.verticalMenu}`}
        />
      </Stack>
    </Drawer>
  );
}
