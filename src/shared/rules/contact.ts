import { CONTACT_MESSAGE_MAX } from '../limits.js';

/** Contact us (docs/rules/request.md): a message is required and at most CONTACT_MESSAGE_MAX characters. */
export function validateContactMessage(message: string): 'enterMessage' | 'tooLong' | null {
  if (message.trim() === '') return 'enterMessage';
  if (message.length > CONTACT_MESSAGE_MAX) return 'tooLong';
  return null;
}
