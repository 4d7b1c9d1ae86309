import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import type { VoiceInterviewDialogProps } from '@/features/interview/components/voice-interview-dialog.tsx';
import { initializationErrorNotice } from '@/features/interview/initialization-error.ts';
import { OnboardingWidget } from '@/features/onboarding/components/onboarding-widget.tsx';
import type { OnboardingHandoff } from '@/features/onboarding/types.ts';
import { notify } from '@/lib/notify.ts';

// The interview (dialog, SDK, call library) is its own chunk: fetched when the widget expands,
// so it is ready by the hand-off, and never part of the first load.
type InterviewDialogComponent = ComponentType<VoiceInterviewDialogProps>;

/** The dialog once its chunk has loaded: rendered directly, without suspending. */
let loadedDialog: InterviewDialogComponent | null = null;

function loadInterviewDialog() {
  return import('@/features/interview/components/voice-interview-dialog.tsx').then((module) => {
    loadedDialog = module.VoiceInterviewDialog;
    return module;
  });
}

// Used only when the prefetch has not finished by the hand-off. A lazy component suspends on its
// first render even when its chunk is already there, and React holds a revealed Suspense
// boundary back for up to 300 ms: rendering the loaded component directly opens the dialog at
// once.
const LazyVoiceInterviewDialog = lazy(() =>
  loadInterviewDialog().then((module) => ({ default: module.VoiceInterviewDialog })),
);

// A failed prefetch is not an error yet: the dialog's own load reports it if it fails again.
// Once the dialog's chunk is there, it warms the SDK and the voice configuration too.
function prefetchInterview() {
  loadInterviewDialog()
    .then((module) => module.prepareInterview())
    .catch(() => {});
}

/**
 * The landing page's interactive part (its hydrated island, app/islands.ts): the sign-up widget
 * and the voice-interview dialog it hands the e-mail to (docs/product.md#interview). The dialog
 * renders in a portal, so it adds nothing here to the prerendered markup.
 */
export function LandingOnboarding() {
  const [interview, setInterview] = useState<OnboardingHandoff | null>(null);
  // An interview that ended in the ordinary way: the widget thanks instead of asking again.
  const [thanked, setThanked] = useState(false);
  const VoiceInterviewDialog = loadedDialog ?? LazyVoiceInterviewDialog;

  return (
    <>
      <OnboardingWidget onExpand={prefetchInterview} onHandoff={setInterview} thanked={thanked} />
      {interview ? (
        // The initialization notice (docs/product.md#endings): the interview could not be set
        // up (e.g. its code did not load); say so and leave the page usable.
        <ErrorBoundary
          fallback={null}
          onError={() => {
            void notify.error(initializationErrorNotice);
            setInterview(null);
          }}
        >
          <Suspense fallback={null}>
            <VoiceInterviewDialog
              email={interview.email}
              ticket={interview.interview}
              renewTicket={interview.renewTicket}
              onCompleted={() => setThanked(true)}
              onOpenChange={(open) => {
                if (!open) setInterview(null);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
