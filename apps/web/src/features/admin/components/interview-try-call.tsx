import type { InterviewVersionRecord } from '@vibe/contracts/interview';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { tryInterviewVersion } from '../api/try-interview-version.ts';
import { adminCopy } from '../copy.ts';
import { FormError } from './admin-ui.tsx';
import { loadTryCall, type CreateTryCall } from './interview-try-loader.ts';
import {
  TRY_ANSWER_MAX_CHARS,
  TrySession,
  type TryLine,
  type TryState,
} from './interview-try-session.ts';

const copy = adminCopy.interview.tryCall;

/** What the dialog says of the call's phase, beside the transcript. */
const phaseText: Record<TryState['phase'], string> = {
  connecting: copy.connecting,
  active: copy.active,
  ended: copy.ended,
  failed: copy.failed,
};

/** The lines said so far, newest in view; a polite live region announces each new one. */
function TryTranscript({ lines }: { lines: readonly TryLine[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);
  return (
    <div
      role="region"
      aria-label={copy.transcript}
      tabIndex={0}
      className="max-h-64 min-h-24 overflow-y-auto rounded-lg border p-3"
    >
      {lines.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{copy.empty}</p>
      ) : null}
      <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
        {lines.map((line, index) => (
          <li
            key={index}
            data-role={line.role}
            className={cn(
              'flex flex-col gap-0.5',
              line.role === 'user' ? 'items-end' : 'items-start',
            )}
          >
            <span className="text-xs font-medium text-muted-foreground">
              {line.role === 'user' ? copy.you : copy.assistant}
            </span>
            <span
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                line.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              {line.text}
            </span>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}

/** A text field and Send: the owner's typed answer, as a visitor's would be sent. */
function TryAnswerForm({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        {copy.typeLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={TRY_ANSWER_MAX_CHARS}
          autoComplete="off"
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" disabled={disabled || !text.trim()}>
          {copy.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * A test call on `version` in a dialog: the server places it (marked as a test, stored nowhere),
 * the browser joins it, and the owner speaks or types. Ending it or closing the dialog leaves it.
 */
export function InterviewTryCallDialog({
  version,
  onClose,
  loadCall = loadTryCall,
}: {
  version: InterviewVersionRecord;
  onClose: () => void;
  /** Loads the SDK's call class (tests give a fake). */
  loadCall?: () => Promise<CreateTryCall>;
}) {
  // One session (one call) per version tried; the effect starts it and leaves it on close.
  const session = useMemo(
    () => new TrySession({ versionId: version.id, place: tryInterviewVersion, loadCall }),
    [version.id, loadCall],
  );
  useEffect(() => {
    void session.start();
    return () => session.dispose();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const live = state.phase === 'active';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{copy.title(version.number, version.draft)}</DialogTitle>
          <DialogDescription>{copy.notStored}</DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm text-muted-foreground">
          {phaseText[state.phase]}
        </p>
        {state.phase === 'failed' && state.error ? <FormError>{state.error}</FormError> : null}
        <TryTranscript lines={state.lines} />
        <TryAnswerForm disabled={!live} onSend={(text) => session.sendText(text)} />
        <DialogFooter>
          <Button
            type="button"
            variant="destructive"
            disabled={state.phase === 'ended' || state.phase === 'failed'}
            onClick={() => session.end()}
          >
            {copy.end}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
