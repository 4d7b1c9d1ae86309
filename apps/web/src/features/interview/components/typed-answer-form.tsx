import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { interviewCopy } from '../copy.ts';
import { TYPED_ANSWER_MAX_CHARS } from '../model/interview-controller.ts';

/** "Prefer to type?": a text field that sends the visitor's answer as a user message. */
export function TypedAnswerForm({ onSend }: { onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        {interviewCopy.typeLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={interviewCopy.typePlaceholder}
          maxLength={TYPED_ANSWER_MAX_CHARS}
          autoComplete="off"
        />
        <Button type="submit" size="icon" variant="secondary" disabled={!text.trim()}>
          <SendHorizontal aria-hidden="true" />
          <span className="sr-only">{interviewCopy.send}</span>
        </Button>
      </div>
    </form>
  );
}
