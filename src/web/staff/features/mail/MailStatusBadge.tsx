import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMailStatus } from '../../../../shared/schemas/mail.js';

const COLOR: Record<TMailStatus, string> = { pending: 'orange', sent: 'green', kept: 'indigo', failed: 'red' };

/** An e-mail's delivery state in words (the colour only repeats them). */
export function MailStatusBadge({ status }: { status: TMailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ textTransform: 'none', flexShrink: 0 }}>
      {t(`mail.status.${status}`)}
    </Badge>
  );
}
