import { PhoneOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { interviewCopy } from '../copy.ts';
import type { InterviewState } from '../model/interview-state.ts';
import { SpeakingIndicator } from './speaking-indicator.tsx';
import { TranscriptLog } from './transcript-log.tsx';
import { TypedAnswerForm } from './typed-answer-form.tsx';

/** Props of {@link ActiveView}. */
export interface ActiveViewProps {
  state: InterviewState;
  /** False once the call has ended: the transcript stays, the controls go. */
  live: boolean;
  onEnd: () => void;
  onSend: (text: string) => boolean;
}

/**
 * The live view (docs/product.md#interview): speaking indicator, transcript, "Prefer to type?" and the destructive
 * "End Interview" button, which exists only while the call is active.
 */
export function ActiveView({ state, live, onEnd, onSend }: ActiveViewProps) {
  return (
    <div className="flex flex-col gap-4">
      {live ? <SpeakingIndicator speaking={state.speaking} /> : null}
      <TranscriptLog entries={state.transcript} partial={state.partial} />
      {live ? (
        <>
          <TypedAnswerForm onSend={onSend} />
          <Button variant="destructive" className="w-full" onClick={onEnd}>
            <PhoneOff aria-hidden="true" />
            {interviewCopy.endInterview}
          </Button>
        </>
      ) : null}
    </div>
  );
}
