import { Avatar } from '@mantine/core';
import type { TCustomerDetail } from '../../../shared/schemas/details.js';

/** Only images the page may load under its CSP (same origin or inline); others fall back to initials. */
function safeIcon(icon: string): string | null {
  return icon.startsWith('/') && !icon.startsWith('//') ? icon : icon.startsWith('data:image/') ? icon : null;
}

export function MemberAvatar({ customer, size }: { customer: TCustomerDetail; size: number }) {
  return (
    <Avatar src={safeIcon(customer.icon)} alt="" size={size} color="indigo" variant="filled" radius="xl">
      {customer.firstName.slice(0, 1).toUpperCase() || '?'}
    </Avatar>
  );
}
