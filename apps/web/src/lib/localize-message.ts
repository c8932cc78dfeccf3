import { findTextKey, MESSAGES, type TextValue } from '@local-shops/shared';
import { useTexts } from './i18n.ts';

/**
 * A message that arrives as English text (a validation issue from the shared schemas) in the
 * chosen language, when it is one of `MESSAGES`; other text is shown as it is (the API already
 * answers in the language of the request).
 */
export function useLocalizeMessage(): (text: string) => string {
  const messages = useTexts(MESSAGES);
  return (text) => {
    const key = findTextKey(MESSAGES, text);
    const value: TextValue | undefined = key ? (messages as Record<string, TextValue>)[key] : undefined;
    return typeof value === 'string' ? value : text;
  };
}
