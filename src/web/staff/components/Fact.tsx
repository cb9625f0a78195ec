import type { ReactNode } from 'react';
import classes from './Fact.module.css';

/** One labelled fact of a description list (`<dl>`): its term above, its value below. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
