import { useEffect, useState } from 'react';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.account;

/**
 * The authenticator link as a QR code, drawn in the browser (the secret never leaves the page
 * for a QR service). The encoder is its own chunk, loaded when two-factor setup is shown; until
 * it arrives, and if it never does, the link's text beside it does the job.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toString }) => toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        // An <img> of the SVG rather than inserted markup: nothing it holds can run.
        if (current) setImage({ uri, src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  const size = 'size-48';
  if (image?.uri !== uri) return <div className={`${size} rounded-md bg-muted`} aria-hidden />;
  return (
    <img
      src={image.src}
      alt={copy.totpQr}
      data-testid="totp-qr"
      className={`${size} rounded-md bg-white p-1`}
      width={192}
      height={192}
    />
  );
}
