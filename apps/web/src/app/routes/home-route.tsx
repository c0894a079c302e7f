import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { receiptLinkParam } from '@ongi/shared';
import { HomePage } from '@web/features/home/pages/home-page';
import { homeLinks } from '../home-links';
import { openReceiptLookup } from '../modals';

/** The home page; `/?receipt={결제번호}` (a payer's receipt message) opens the lookup with the number filled in. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const receiptFor = params.get(receiptLinkParam);
  useEffect(() => {
    if (!receiptFor) return;
    // Opened once; the address drops the number so a reload or the back button does not open it again.
    setParams(
      (current) => {
        current.delete(receiptLinkParam);
        return current;
      },
      { replace: true },
    );
    void openReceiptLookup(receiptFor);
  }, [receiptFor, setParams]);
  return <HomePage links={homeLinks} onReceiptLookup={() => void openReceiptLookup()} />;
}
