// Toasts without paying for them up front: sonner and its viewport load on the first toast (or
// earlier, when the sign-up widget expands and calls `prepareToasts`), so the landing page's first
// bundle stays small. sonner replays toasts created before its viewport subscribed, so a toast
// shown while the viewport is still loading is not lost.

type Listener = () => void;

let toasterWanted = false;
const listeners = new Set<Listener>();

/** Asks the app to mount the toast viewport (idempotent) and starts loading sonner. */
export function prepareToasts(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
  // A prefetch: if it fails, the import in `show` tries again.
  import('sonner').catch(() => {});
}

/** For `useSyncExternalStore`: whether the toast viewport should be mounted. */
export function isToasterWanted(): boolean {
  return toasterWanted;
}

/** For `useSyncExternalStore`: called when {@link isToasterWanted} changes. */
export function subscribeToToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A toast's text: a title and the sentence under it; an `id` replaces an earlier toast with it. */
export interface Notice {
  title: string;
  description: string;
  id?: string;
}

async function show(kind: 'success' | 'message' | 'error', notice: Notice): Promise<void> {
  prepareToasts();
  const { toast } = await import('sonner');
  const options = { description: notice.description, id: notice.id };
  if (kind === 'success') toast.success(notice.title, options);
  else if (kind === 'error') toast.error(notice.title, { ...options, richColors: true });
  else toast(notice.title, options);
}

/**
 * Shows toasts. `error` is the destructive style (docs/product.md#messages).
 *
 * @example notify.error({ title: 'Invalid Email', description: 'Please enter a valid email address.' })
 */
export const notify = {
  success: (notice: Notice) => show('success', notice),
  message: (notice: Notice) => show('message', notice),
  error: (notice: Notice) => show('error', notice),
};
