import { PhoneOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { interviewCopy } from '../copy.ts';
import type { InterviewState } from '../model/interview-state.ts';
import type { MicLevelSource } from '../model/mic-level.ts';
import { QuestionProgressLine } from './question-progress-line.tsx';
import { SpeakingIndicator } from './speaking-indicator.tsx';
import { TranscriptLog } from './transcript-log.tsx';
import { TypedAnswerForm } from './typed-answer-form.tsx';

/** Props of {@link ActiveView}. */
export interface ActiveViewProps {
  state: InterviewState;
  /** The live interview's questions, for "Question n of N" (none: not shown). */
  questions: readonly string[];
  /** False once the call has ended: the transcript stays, the controls go. */
  live: boolean;
  onEnd: () => void;
  onSend: (text: string) => boolean;
  /** The visitor's microphone level, shown beside "Listening..." (none: no meter). */
  micLevel?: MicLevelSource;
}

/**
 * The live view (docs/product.md#interview): "Question n of N", speaking indicator, transcript, "Prefer to type?" and the destructive
 * "End Interview" button, which exists only while the call is active.
 */
export function ActiveView({ state, questions, live, onEnd, onSend, micLevel }: ActiveViewProps) {
  return (
    <div className="flex flex-col gap-4">
      {live ? <QuestionProgressLine questions={questions} transcript={state.transcript} /> : null}
      {live ? <SpeakingIndicator speaking={state.speaking} micLevel={micLevel} /> : null}
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
