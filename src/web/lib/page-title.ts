import { useEffect } from 'react';

export const productName = 'Brigade';

/** Sets document.title for the page: "Page · Brigade", or the product name alone. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);
}
