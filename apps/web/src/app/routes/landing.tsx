import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { AvatarGrid } from '@/features/landing/components/avatar-grid.tsx';
import { Hero } from '@/features/landing/components/hero.tsx';
import type { VoiceInterviewDialogProps } from '@/features/interview/components/voice-interview-dialog.tsx';
import { initializationErrorNotice } from '@/features/interview/initialization-error.ts';
import { TopBar } from '@/features/landing/components/top-bar.tsx';
import { SignupWidget } from '@/features/signup/components/signup-widget.tsx';
import type { SignupHandoff } from '@/features/signup/types.ts';
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

/** The landing page (spec §2): top bar, hero with the sign-up widget, avatar panel, dialog. */
export function LandingRoute() {
  const [interview, setInterview] = useState<SignupHandoff | null>(null);
  const VoiceInterviewDialog = loadedDialog ?? LazyVoiceInterviewDialog;

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-x-clip">
      <Backdrop />
      <TopBar />
      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:py-24">
        <Hero signup={<SignupWidget onExpand={prefetchInterview} onHandoff={setInterview} />} />
        <AvatarGrid />
      </main>
      {interview ? (
        // Spec §8 "Exception during setup": the interview could not be set up (e.g. its code did
        // not load); say so and leave the page usable.
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
              onOpenChange={(open) => {
                if (!open) setInterview(null);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}

/** Soft colour glows behind the hero; pure decoration. */
function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-48 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-glow-1 blur-3xl" />
      <div className="absolute top-1/3 -right-40 size-[30rem] rounded-full bg-glow-2 blur-3xl" />
      <div className="absolute -bottom-40 -left-32 size-[28rem] rounded-full bg-glow-3 blur-3xl" />
    </div>
  );
}
