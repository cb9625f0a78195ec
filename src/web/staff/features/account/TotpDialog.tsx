import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffMe } from '../../../../shared/staff/auth.js';
import { TotpEnrolment } from './TotpEnrolment.js';

/** The user menu's "Two-step sign-in": the enrolment in a dialog, started afresh each time it opens. */
export function TotpDialog({
  opened,
  required,
  onClose,
  onEnrolled,
}: {
  opened: boolean;
  required: boolean;
  onClose: () => void;
  onEnrolled: (staff: TStaffMe) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.totp.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('state.close') }}
    >
      {opened ? <TotpEnrolment required={required} onEnrolled={onEnrolled} onClose={onClose} /> : null}
    </Modal>
  );
}
