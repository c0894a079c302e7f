import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

interface KioskQrProps {
  /** The guest page's full address. */
  address: string;
  className?: string;
  label: string;
}

/**
 * The guest page's address as a QR code, drawn here (no outside QR service
 * sees the address), at a fixed resolution the CSS scales without blurring.
 */
export function KioskQr({ address, className, label }: KioskQrProps) {
  const [drawn, setDrawn] = useState<{ address: string; image: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(address, { width: 640, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } }).then(
      (image) => {
        if (current) setDrawn({ address, image });
      },
      (error: unknown) => {
        // The spec logs a QR failure and carries on.
        console.warn('kiosk QR failed', error);
      },
    );
    return () => {
      current = false;
    };
  }, [address]);

  if (drawn?.address !== address) return <span className={className} role="img" aria-label={label} aria-busy="true" />;
  return <img className={className} src={drawn.image} alt={label} width={640} height={640} data-qr-address={address} />;
}
