import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCustomerDetail } from '../../../shared/schemas/details.js';
import { ACCOUNT_PATHS } from './config.js';
import { MemberAvatar } from './MemberAvatar.js';
import classes from './Account.module.css';

/** The member's news, if any. */
function AccountNews({ customer, titleId }: { customer: TCustomerDetail; titleId: string }) {
  const { t } = useTranslation('shell');
  if (customer.news.length === 0) return null;
  return (
    <section aria-labelledby={`${titleId}-news`}>
      <Text id={`${titleId}-news`} className={classes.sectionTitle}>
        {t('account.news')}
      </Text>
      <ul className={classes.list}>
        {customer.news.map((item) => (
          <li key={item.url + item.title}>
            <Anchor href={item.url} size="sm">
              {item.title}
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recent orders with their values, and the link to all orders. */
function RecentOrders({
  customer,
  storeSite,
  titleId,
}: {
  customer: TCustomerDetail;
  storeSite: string;
  titleId: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby={`${titleId}-orders`}>
      <Text id={`${titleId}-orders`} className={classes.sectionTitle}>
        {t('account.recentOrders')}
      </Text>
      {customer.orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.noOrders')}
        </Text>
      ) : (
        <ul className={classes.orders}>
          {customer.orders.map((order) => (
            <li key={order.orderNumber}>
              <a href={storeSite + ACCOUNT_PATHS.order(order.orderNumber)} className={classes.order}>
                <span className={classes.orderNumber}>{t('account.orderNumber', { number: order.orderNumber })}</span>
                <span className={classes.orderValue}>{order.value}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Anchor href={storeSite + ACCOUNT_PATHS.orders} size="sm" fw={600} mt={6} display="inline-block">
        {t('account.allOrders')}
      </Anchor>
    </section>
  );
}

/**
 * The member's account menu (docs/rules/shell.md): welcome, news, recent orders with a link to all orders, then the
 * links to orders, membership (non-staff members with membership enabled only), profile, contact us, sign out.
 */
export function AccountMenu({
  customer,
  storeSite,
  titleId,
  onSignOut,
  signingOut,
}: {
  customer: TCustomerDetail;
  storeSite: string;
  titleId: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation('shell');
  const showMembership = !customer.staff && customer.membershipEnable;
  const links = [
    { key: 'orders', href: storeSite + ACCOUNT_PATHS.orders },
    ...(showMembership ? [{ key: 'membership', href: storeSite + ACCOUNT_PATHS.membership }] : []),
    { key: 'profile', href: storeSite + ACCOUNT_PATHS.profile },
    { key: 'contactUs', href: storeSite + ACCOUNT_PATHS.contactUs },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" pr={36}>
        <MemberAvatar customer={customer} size={40} />
        <Title order={2} size="h4" id={titleId} className={classes.welcome}>
          {t('account.welcome', { name: customer.firstName })}
        </Title>
      </Group>

      <AccountNews customer={customer} titleId={titleId} />
      <RecentOrders customer={customer} storeSite={storeSite} titleId={titleId} />

      <Divider />

      <nav aria-label={t('account.menuLabel')}>
        <ul className={classes.links}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} className={classes.link} data-link={link.key}>
                {t(`account.link.${link.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Button variant="default" onClick={onSignOut} loading={signingOut} fullWidth>
        {t('account.signOut')}
      </Button>
    </Stack>
  );
}
