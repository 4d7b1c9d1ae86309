import type { AnswerTheme } from '@vibe/contracts/interview';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { cn } from '@/lib/utils.ts';
import { useAnswerThemes } from '../api/get-answer-themes.ts';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.answers;

function Quotes({ theme, labelledBy }: { theme: AnswerTheme; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-1">
      {theme.quotes.map((quote, index) => (
        <li key={index} dir="auto" className="before:content-['“'] after:content-['”']">
          {quote}
        </li>
      ))}
    </ul>
  );
}

/** One theme: pressed while the answers are filtered to it; its quotes on hover and focus. */
function ThemeChip(props: { theme: AnswerTheme; pressed: boolean; onToggle: () => void }) {
  const { theme, pressed } = props;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-pressed={pressed}
          aria-label={copy.themeLabel(theme.theme, theme.people)}
          onClick={props.onToggle}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            pressed
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border hover:bg-muted',
          )}
        >
          <bdi>{theme.theme}</bdi>
          <span
            className={cn(
              'rounded-full px-1.5 text-xs tabular-nums',
              pressed ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground',
            )}
          >
            {theme.people}
          </span>
        </button>
      </TooltipTrigger>
      {theme.quotes.length > 0 ? (
        <TooltipContent className="max-w-sm text-left">
          <Quotes theme={theme} />
        </TooltipContent>
      ) : null}
    </Tooltip>
  );
}

/**
 * A question's themes (docs/product.md#themes-per-question): its most mentioned phrases as
 * chips with their counts; picking one filters the question's answers to it (picking it again,
 * or "Show all answers", clears the filter), and its quotes stay in view while it is picked.
 */
export function AnswerThemes(props: {
  question: string;
  count: number;
  selected: string | null;
  onSelect: (theme: string | null) => void;
}) {
  const { selected, onSelect } = props;
  const themes = useAnswerThemes(props.question, props.count > 0);
  const headingId = useId();
  const quotesId = useId();
  const list = themes.data?.themes ?? [];
  const picked = list.find((theme) => theme.theme === selected);
  if (list.length === 0 && !selected) return null;
  return (
    // A group, not a region: each question has its "Themes", and landmarks need unique names.
    <div role="group" aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="text-sm font-medium">
        {copy.themes}
      </h3>
      <p className="mb-2 text-xs text-muted-foreground">{copy.themesHint}</p>
      <ul className="flex flex-wrap gap-2">
        {list.map((theme) => (
          <li key={theme.theme}>
            <ThemeChip
              theme={theme}
              pressed={theme.theme === selected}
              onToggle={() => onSelect(theme.theme === selected ? null : theme.theme)}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <div
          role="status"
          className="mt-3 grid gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm"
        >
          <p className="font-medium">{copy.themeShown(selected)}</p>
          {picked && picked.quotes.length > 0 ? (
            <div className="text-muted-foreground">
              <p id={quotesId} className="sr-only">
                {copy.themeQuotes(selected)}
              </p>
              <Quotes theme={picked} labelledBy={quotesId} />
            </div>
          ) : null}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => onSelect(null)}>
              {copy.clearTheme}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
