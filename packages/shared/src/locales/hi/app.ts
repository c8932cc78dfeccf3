import { BRAND_NAME } from '../../brand.ts';
import type { Translation } from '../../i18n/texts.ts';
import type { APP_TEXTS as EN_APP_TEXTS } from '../en/app.ts';

export const APP_TEXTS: Translation<typeof EN_APP_TEXTS> = {
  locationError: (message: string) => `लोकेशन त्रुटि: ${message}`,
  locationUnavailable: 'इस डिवाइस में लोकेशन उपलब्ध नहीं है।',
  unexpectedError: 'ऐप में अनपेक्षित त्रुटि!',
  goHome: 'होम पेज पर जाएँ',
  closeNotification: 'सूचना बंद करें',
  copyright: (year: number) => `कॉपीराइट © ${year} ${BRAND_NAME}`,
  loading: 'लोड हो रहा है...',
  chunkLoadFailed: (chunk: string | number) => `हिस्सा ${chunk} लोड नहीं हो सका`,
  internalError: 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  networkError: 'सर्वर तक नहीं पहुँच सके। कृपया इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।',
};
