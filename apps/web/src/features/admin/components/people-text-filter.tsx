import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { Labelled } from './admin-ui.tsx';

/**
 * A text filter that changes the list only when the organiser says so: on Enter or its button,
 * or on leaving the field. Never while typing, nor from a timer: a change that landed after a
 * click on a person had begun to open their page would take the organiser back to the list.
 */
export function PeopleTextFilter({
  label,
  apply,
  value,
  onCommit,
  maxLength,
  type = 'search',
  disabled,
  className,
}: {
  label: string;
  /** The button's text (e.g. Search, Apply). */
  apply: string;
  /** The filter's text in the address. */
  value: string;
  onCommit: (text: string) => void;
  maxLength?: number;
  type?: 'search' | 'text';
  disabled?: boolean;
  className?: string;
}) {
  // The text as typed, with the address's value it was typed over: once the address changes by
  // other means (Clear filters, the menu's link), the field shows the address's text again.
  const [typing, setTyping] = useState({ text: value, over: value });
  const text = typing.over === value ? typing.text : value;
  const commit = () => {
    if (text.trim() !== value.trim()) onCommit(text.trim());
  };
  return (
    <form
      className={cn('flex items-end gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <Labelled label={label} className="min-w-0 flex-1">
        {(id) => (
          <Input
            id={id}
            type={type}
            value={text}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => setTyping({ text: event.target.value, over: value })}
            onBlur={commit}
          />
        )}
      </Labelled>
      <Button type="submit" variant="outline" size="sm" className="h-9" disabled={disabled}>
        {apply}
      </Button>
    </form>
  );
}
