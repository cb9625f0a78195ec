import { Skeleton, type SkeletonProps } from '@mantine/core';

/**
 * What an answer on its way will fill in: a skeleton over its children, which give it the place and height the
 * answer's text takes, so nothing moves when it arrives. Hidden from assistive technology, which hears the page's
 * loading status instead.
 */
export function Pending(props: Omit<SkeletonProps, 'visible'>) {
  return <Skeleton radius="sm" aria-hidden {...props} />;
}
