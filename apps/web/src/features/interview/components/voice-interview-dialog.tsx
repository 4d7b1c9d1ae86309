import type { InterviewTicket } from '@vibe/contracts/api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { interviewCopy } from '../copy.ts';
import { useInterviewSession } from '../hooks/use-interview-session.ts';
import { ConfigErrorView } from './config-error-view.tsx';
import { ConnectingView } from './connecting-view.tsx';

/** Props of {@link VoiceInterviewDialog}. */
export interface VoiceInterviewDialogProps {
  /** The visitor's normalised e-mail address, handed over by the sign-up. */
  email: string;
  /** The interview attempt's ticket from the sign-up answer. */
  ticket: InterviewTicket;
  /** Called with `false` when the visitor closes the dialog. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The voice-interview dialog (spec §2, §4): opens on top of the landing page in its connecting
 * view. Loaded lazily (its own chunk): nothing of the interview is in the first bundle. Mount it
 * to open it; it stays open until the visitor closes it.
 */
export function VoiceInterviewDialog({ email, ticket, onOpenChange }: VoiceInterviewDialogProps) {
  const session = useInterviewSession({ email, ticket });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" closeLabel={interviewCopy.close}>
        <DialogHeader>
          <DialogTitle>{interviewCopy.title}</DialogTitle>
          <DialogDescription>{interviewCopy.description}</DialogDescription>
        </DialogHeader>
        {session.view === 'config-error' ? (
          <ConfigErrorView onRetry={session.retry} />
        ) : (
          <ConnectingView />
        )}
      </DialogContent>
    </Dialog>
  );
}
