import { cn } from '@/lib/utils.ts';
import { interviewCopy } from '../copy.ts';
import type { MicLevelSource } from '../model/mic-level.ts';
import { MicLevelMeter } from './mic-level-meter.tsx';

/**
 * Who has the floor (docs/product.md#interview): "Assistant Speaking..." in red, pulsing, while the assistant
 * talks; otherwise "Listening..." in green, with a meter of the visitor's microphone beside it
 * (given `micLevel`), so the visitor sees they are heard. Reduced motion stops the pulse.
 */
export function SpeakingIndicator({
  speaking,
  micLevel,
}: {
  speaking: boolean;
  micLevel?: MicLevelSource | undefined;
}) {
  return (
    <div className="flex items-center justify-center gap-3" data-speaking={speaking}>
      <span className="relative flex size-3" aria-hidden="true">
        {speaking ? (
          <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-3 rounded-full',
            speaking ? 'bg-red-500' : 'bg-green-500',
          )}
        />
      </span>
      <p
        className={cn(
          'text-base font-medium',
          // Shades that stay above 4.5:1 on the dialog's card, the red even at the pulse's faintest.
          speaking
            ? 'text-red-700 motion-safe:animate-pulse dark:text-red-300'
            : 'text-green-700 dark:text-green-400',
        )}
      >
        {speaking ? interviewCopy.assistantSpeaking : interviewCopy.listening}
      </p>
      {!speaking && micLevel ? <MicLevelMeter source={micLevel} /> : null}
    </div>
  );
}
