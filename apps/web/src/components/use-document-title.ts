import { useEffect } from 'react';
import { BRAND_NAME } from '@local-shops/shared';

/** Sets the browser tab title to '{title} | {brand}' (or the brand's own title without one). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : `${BRAND_NAME} - local shops near you`;
  }, [title]);
}
