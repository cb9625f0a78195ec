import en from './messages/en.json' with { type: 'json' };

/** Keys of the message catalogue (the messages of docs/rules/*.md). */
export type MessageKey = keyof typeof en;

/** English text of a message, with `{{name}}` placeholders filled. */
export function englishMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return interpolate(en[key], values);
}

export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
