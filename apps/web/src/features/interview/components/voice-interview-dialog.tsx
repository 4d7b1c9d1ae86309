import type { InterviewTicket } from '@vibe/contracts/api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { prefetchVoiceConfig } from '../api/get-voice-config.ts';
import { loadInterviewCall, type CreateInterviewCall } from '../call/interview-call.ts';
import { interviewCopy } from '../copy.ts';
import { useInterviewSession, type InterviewSession } from '../hooks/use-interview-session.ts';
import { ActiveView } from './active-view.tsx';
import { ConfigErrorView } from './config-error-view.tsx';
import { ConsentLine } from './consent-line.tsx';
import { ConnectingView } from './connecting-view.tsx';

/** Props of {@link VoiceInterviewDialog}. */
export interface VoiceInterviewDialogProps {
  /** The visitor's normalised e-mail address, handed over by the sign-up. */
  email: string;
  /** The interview's ticket from the sign-up answer. */
  ticket: InterviewTicket;
  /**
   * Gets a fresh ticket for the same visitor: a retried call, or a call whose ticket the server
   * says has already ended, runs as a new interview on it.
   */
  renewTicket: () => Promise<InterviewTicket>;
  /** Called with `false` when the visitor closes the dialog. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called when the interview ended in the ordinary way ("Interview Complete!"), not by a fault:
   * the sign-up widget shows its thank-you state (docs/product.md#endings).
   */
  onCompleted?: () => void;
  /** Loads the call class; default: the SDK, loaded lazily (tests pass a fake). */
  loadCall?: () => Promise<CreateInterviewCall>;
}

/**
 * The voice-interview dialog (docs/product.md#interview): opens on top of the landing page in its connecting
 * view, then runs the call. Loaded lazily (its own chunk): nothing of the interview is in the first
 * bundle. Mount it to open it; closing or unmounting it stops the call.
 */
export function VoiceInterviewDialog({
  email,
  ticket,
  renewTicket,
  onOpenChange,
  onCompleted,
  loadCall,
}: VoiceInterviewDialogProps) {
  const session = useInterviewSession({
    email,
    ticket,
    renewTicket,
    onFinished: () => onOpenChange(false),
    onCompleted,
    ...(loadCall ? { loadCall } : {}),
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" closeLabel={interviewCopy.close}>
        <DialogHeader>
          <DialogTitle>{interviewCopy.title}</DialogTitle>
          <DialogDescription>{interviewCopy.description}</DialogDescription>
          <ConsentLine />
        </DialogHeader>
        <SessionView session={session} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Warms what the interview needs before the hand-off opens the dialog: the SDK's chunk and the
 * voice configuration. The landing page calls it when the sign-up widget first expands, so the
 * call can start the moment the dialog mounts. Failures stay quiet: the dialog retries and
 * reports them itself.
 */
export function prepareInterview(): void {
  loadInterviewCall().catch(() => {});
  prefetchVoiceConfig();
}

/** The view of the session's current state. */
function SessionView({ session }: { session: InterviewSession }) {
  switch (session.view) {
    case 'config-error':
      return <ConfigErrorView onRetry={session.retry} />;
    case 'failed':
      return <ConfigErrorView onRetry={session.retry} message={interviewCopy.callFailed} />;
    case 'active':
    case 'ended':
      return (
        <ActiveView
          state={session.state}
          questions={session.questions}
          live={session.view === 'active'}
          onEnd={session.end}
          onSend={session.sendText}
          micLevel={session.micLevel}
        />
      );
    case 'connecting':
      return <ConnectingView />;
  }
}
