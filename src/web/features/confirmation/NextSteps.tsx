import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Pending } from '../../components/Pending.js';
import { openSignIn } from '../../lib/sign-in.js';

/** Where "Check RMA status" opens: the home page's status look-up, which needs only the RMA number. */
export const RMA_STATUS_PATH = '/enquiry/rma-status';

/**
 * What happens after the request, in the words of its status steps (a refund is inspected then paid; a
 * replacement is checked then sent), and how to follow it. No e-mail is promised: none is sent yet.
 * A guest learns that the RMA number is enough; signing in is offered only as an option. `refund` is not known
 * yet while the page's answer is on the way.
 */
export function NextSteps({ refund, guestEmail }: { refund: boolean | undefined; guestEmail: string | null }) {
  const { t } = useTranslation('confirmation');
  const steps =
    refund === false
      ? [t('next.review'), t('next.replacementCheck'), t('next.replacementShip')]
      : [t('next.review'), t('next.refundInspect'), t('next.refundPay')];
  return (
    <Stack gap="sm" component="section" aria-labelledby="confirmation-next">
      <Title order={2} size="h3" id="confirmation-next">
        {t('next.title')}
      </Title>
      <List type="ordered" spacing={4}>
        {steps.map((step, index) => (
          // Before the answer says refund or replacement (the page's frame), their own steps are skeletons.
          <List.Item key={step}>{refund === undefined && index > 0 ? <Pending>{step}</Pending> : step}</List.Item>
        ))}
      </List>
      <Text>
        {t('next.track')}{' '}
        <Anchor component={Link} to={RMA_STATUS_PATH} fw={600}>
          {t('pageTitle.rma-status', { ns: 'common' })}
        </Anchor>
      </Text>
      {guestEmail !== null && (
        <Text size="sm" c="dark.6">
          {t('guestText')}{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => openSignIn(guestEmail)}>
            {t('login')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
