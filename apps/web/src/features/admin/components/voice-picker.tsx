import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useInterviewVoices } from '../api/get-interview-voices.ts';
import { usePlayInterviewSample } from '../api/play-interview-sample.ts';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { voiceLabel } from '../format/voices.ts';
import { FormError, SelectField } from './admin-ui.tsx';

const copy = adminCopy.interview;
const SEPARATOR = '\u0000';

/** A voice as one option value: the select can only hold a string. */
function optionValueOf(voice: { provider: string; voiceId: string }): string {
  return `${voice.provider}${SEPARATOR}${voice.voiceId}`;
}

/**
 * The interview's voice, chosen among the platform's (the current one stays listed even when the
 * library no longer offers it), and a spoken sample of the first message in it.
 */
export function VoicePicker(props: {
  editable: boolean;
  provider: string;
  voiceId: string;
  sampleText: string;
  onChange: (provider: string, voiceId: string) => void;
}) {
  const voices = useInterviewVoices(props.editable);
  const sample = usePlayInterviewSample();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (!audioUrl) return;
    // Refused autoplay (or no audio output) leaves the player for the owner to start.
    void audioRef.current?.play()?.catch(() => {});
    return () => URL.revokeObjectURL(audioUrl);
  }, [audioUrl]);
  const current = optionValueOf(props);
  const options = voices.data?.items ?? [];
  const listed = options.some((voice) => optionValueOf(voice) === current);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={copy.voice}
          name="voice"
          value={current}
          className="min-w-60"
          onChange={(event) => {
            const [provider = '', voiceId = ''] = event.target.value.split(SEPARATOR);
            props.onChange(provider, voiceId);
          }}
        >
          {/* An id the library no longer lists is still the voice's own name for it. */}
          {listed ? null : <option value={current}>{props.voiceId}</option>}
          {options.map((voice) => (
            <option key={optionValueOf(voice)} value={optionValueOf(voice)}>
              {voiceLabel(voice)}
            </option>
          ))}
        </SelectField>
        {/* The platform takes seconds to speak it: the button says it is at work meanwhile. */}
        <Button
          type="button"
          variant="outline"
          aria-busy={sample.isPending || undefined}
          disabled={!props.editable || sample.isPending || !props.sampleText.trim()}
          onClick={() =>
            sample.mutate(
              {
                text: props.sampleText.trim(),
                voice: { provider: props.provider, voiceId: props.voiceId },
              },
              { onSuccess: (blob) => setAudioUrl(URL.createObjectURL(blob)) },
            )
          }
        >
          {sample.isPending ? (
            <>
              <Spinner />
              {copy.preparingSample}
            </>
          ) : (
            copy.playSample
          )}
        </Button>
      </div>
      <FormError>{sample.isError ? errorMessageOf(sample.error) : ''}</FormError>
      {audioUrl ? (
        <audio ref={audioRef} controls src={audioUrl} aria-label={copy.playSample} />
      ) : null}
    </div>
  );
}
