import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.account;

/** The text of the backup codes' file: who they belong to, then one code a line. */
export function backupCodesText(email: string, codes: readonly string[]): string {
  return `${copy.codesFileIntro(email)}\n\n${codes.join('\n')}\n`;
}

/** Saves `text` as a file named `name` through a download link (no server round trip). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The backup codes, shown once while two-factor is turned on, with copy and download. */
export function BackupCodes({ email, codes }: { email: string; codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = backupCodesText(email, codes);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{copy.backupCodes}</p>
      <ul
        aria-label={copy.backupCodes}
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-2 font-mono text-xs"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? copy.codesCopied : copy.copyCodes}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => download(copy.codesFileName, text)}
        >
          {copy.downloadCodes}
        </Button>
      </div>
    </div>
  );
}
