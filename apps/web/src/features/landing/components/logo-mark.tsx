import { AudioLines } from 'lucide-react';

/** The product's mark: a sound wave in a rounded square (voice chats are the product's heart). */
export function LogoMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-accent text-primary-foreground shadow-md shadow-primary/25"
    >
      <AudioLines className="size-4.5" strokeWidth={2.4} />
    </span>
  );
}
