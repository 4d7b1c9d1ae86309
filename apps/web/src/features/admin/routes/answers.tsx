import type { AnswersQuestion } from '@vibe/contracts/interview';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAnswerQuestions } from '../api/get-answer-questions.ts';
import { Card, Field, FormError, PageTitle } from '../components/admin-ui.tsx';
import { AnswerPages } from '../components/answer-pages.tsx';
import { AnswerThemes } from '../components/answer-themes.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.answers;

function Count({ question }: { question: AnswersQuestion }) {
  return (
    <span className="text-sm font-normal text-muted-foreground">
      {copy.count(question.answers)}
    </span>
  );
}

/**
 * A question the live interview asks, its themes, and its answers from every version under it
 * (only those mentioning the theme picked, when one is).
 */
function LiveQuestion(props: { question: AnswersQuestion; number: number; q: string }) {
  const { question, q } = props;
  const [theme, setTheme] = useState<string | null>(null);
  return (
    <Card aria-label={question.text}>
      <h2 className="mb-2 flex flex-wrap items-baseline gap-x-3 font-medium">
        <span>
          {props.number}. <bdi>{question.text}</bdi>
        </span>
        <Count question={question} />
      </h2>
      <AnswerThemes
        question={question.id}
        count={question.answers}
        selected={theme}
        onSelect={setTheme}
      />
      <AnswerPages
        key={`${q}\n${theme ?? ''}`}
        query={{ question: question.id, q, ...(theme ? { theme } : {}) }}
        count={question.answers}
      />
    </Card>
  );
}

/**
 * A question no longer asked, closed at first so the screen asks the server only for what is
 * read; a search opens it (its parent keys it by the search), since a match may be inside.
 */
function EarlierQuestion({ question, q }: { question: AnswersQuestion; q: string }) {
  const [open, setOpen] = useState(q !== '');
  return (
    <Card aria-label={question.text}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-medium">
          <bdi>{question.text}</bdi> <Count question={question} />
        </summary>
        {open ? (
          <div className="mt-2">
            <AnswerPages query={{ question: question.id, q }} count={question.answers} />
          </div>
        ) : null}
      </details>
    </Card>
  );
}

function EarlierQuestions({ questions, q }: { questions: AnswersQuestion[]; q: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold">
        {copy.earlier}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{copy.earlierHint}</p>
      <ul className="grid gap-4">
        {questions.map((question) => (
          <li key={question.id}>
            <EarlierQuestion key={q} question={question} q={q} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The answers question by question (docs/product.md#dashboard): each question the live interview
 * asks, in order, with every answer given to it in any version, newest first; then the questions
 * no longer asked. A question keeps its answers across versions (the server tells them apart by
 * identity, not wording), so a save does not leave the screen empty.
 */
export function AnswersScreen() {
  const questions = useAnswerQuestions();
  const [q, setQ] = useState('');
  const earlier = questions.data?.earlier ?? [];
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <form
        role="search"
        className="mb-5 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <Field label={copy.search} name="q" type="search" defaultValue={q} />
        <Button type="submit" variant="outline">
          {copy.searchSubmit}
        </Button>
      </form>
      {questions.isError ? <FormError>{errorMessageOf(questions.error)}</FormError> : null}
      <ol className="grid gap-4">
        {(questions.data?.live ?? []).map((question, index) => (
          <li key={question.id}>
            <LiveQuestion question={question} number={index + 1} q={q} />
          </li>
        ))}
      </ol>
      {earlier.length > 0 ? <EarlierQuestions questions={earlier} q={q} /> : null}
    </>
  );
}
