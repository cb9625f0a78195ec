import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatCount } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';
import { inboxCountOptions } from './api/get-inbox.js';

/** The shell's link to the inbox, with the number of conversations that wait for a reply in one's stores. */
export function InboxNavLink({ className }: { className?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const count = useQuery(inboxCountOptions());
  const open = count.data ?? 0;
  return (
    <NavLink to="/inbox" className={className}>
      {t('inbox.nav')}
      {open > 0 ? (
        <>
          <Badge size="sm" color="red.8" variant="filled" ml={6} aria-hidden="true">
            {formatCount(open, languageOfTag(i18n.language))}
          </Badge>
          <VisuallyHidden> {t('inbox.navCount', { count: open })}</VisuallyHidden>
        </>
      ) : null}
    </NavLink>
  );
}
