import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseMode } from '../../../../shared/codes.js';
import { useStore } from '../../../lib/store-context.js';
import type { Enquiry } from '../../../../shared/rules/enquiry.js';

/** Nature of enquiry: return (hidden where the store offers none), replacement, RMA status. */
export const EnquirySelector = memo(function EnquirySelector({
  value,
  onChange,
}: {
  value: Enquiry;
  onChange: (enquiry: Enquiry) => void;
}) {
  const { t } = useTranslation('home');
  const { info } = useStore();
  const options: Enquiry[] = info.returnOptionHidden ? [2, 4] : [1, 2, 4];
  return (
    <Radio.Group
      value={String(value)}
      onChange={(next) => onChange(Number(next) as Enquiry)}
      name="natureEnquiry"
      label={t('enquiry.label')}
      labelProps={{ fz: 'md', fw: 600 }}
    >
      <SimpleGrid cols={{ base: 1, sm: options.length }} spacing="xs" mt="xs">
        {options.map((option) => (
          // A card is a button, which centres its content: the text starts at the top instead, level with its
          // neighbours' when a shorter hint leaves a card taller than its text (the grid stretches each row).
          <Radio.Card
            key={option}
            value={String(option)}
            p="sm"
            radius="md"
            withBorder
            style={{ display: 'flex', alignItems: 'flex-start' }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {t(`enquiry.option.${option}`)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t(`enquiry.hint.${option}`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
});

/** Where the product was bought: the web store (estore, by order) or another retailer (retail). */
export const PurchaseSourceSelector = memo(function PurchaseSourceSelector({
  value,
  onChange,
}: {
  value: PurchaseMode;
  onChange: (mode: 'estore' | 'retail') => void;
}) {
  const { t } = useTranslation('products');
  return (
    <Radio.Group
      value={value === 'retail' ? 'retail' : 'estore'}
      onChange={(next) => onChange(next === 'retail' ? 'retail' : 'estore')}
      name="purchaseSource"
      label={t('source.label')}
      labelProps={{ fz: 'md', fw: 600 }}
    >
      <Stack gap={8} mt="xs">
        <Radio value="estore" label={t('source.estore')} />
        <Radio value="retail" label={t('source.retail')} />
      </Stack>
    </Radio.Group>
  );
});
