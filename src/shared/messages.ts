import customer from './messages/en.json' with { type: 'json' };
import staff from './messages/staff/en.json' with { type: 'json' };

/**
 * The message catalogue (the messages of docs/rules/*.md and docs/staff/*.md), in two parts: what a customer can
 * be told (`messages/<lang>.json`, which the customer's pages load as well) and what only the staff console is told
 * (`messages/staff/<lang>.json`, which they do not).
 */
const en = { ...customer, ...staff };

/** Keys of the message catalogue, both parts. */
export type MessageKey = keyof typeof en;

/** English text of a message, with `{{name}}` placeholders filled. */
export function englishMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return interpolate(en[key], values);
}

export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
