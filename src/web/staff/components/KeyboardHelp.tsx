import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The console's keyboard shortcuts (docs/staff/console.md#keyboard), opened with ? or the header's ? button. */
const SHORTCUTS = [
  ['/', 'shortcuts.search'],
  ['j', 'shortcuts.next'],
  ['k', 'shortcuts.previous'],
  ['Enter', 'shortcuts.openRma'],
  ['x', 'shortcuts.select'],
  ['r', 'shortcuts.refresh'],
  ['?', 'shortcuts.help'],
  ['Esc', 'shortcuts.close'],
] as const;

export function KeyboardHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shortcuts.title')}
      closeButtonProps={{ 'aria-label': t('state.close') }}
    >
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map(([key, text]) => (
            <Table.Tr key={key}>
              <Table.Td w={80}>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{t(text)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
