import { Text, Title } from '@mantine/core';

/** A console screen's heading and the sentence that says what the screen is for. */
export function PageHeading({
  title,
  intro,
  introWidth = '70ch',
}: {
  title: string;
  intro: string;
  introWidth?: string;
}) {
  return (
    <div>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text size="sm" c="gray.7" maw={introWidth}>
        {intro}
      </Text>
    </div>
  );
}
