import { ANSWER_FILTER_MAX_LENGTH } from '@vibe/contracts/people';
import { useAnswerQuestions } from '../api/get-answer-questions.ts';
import type { PeopleQuery } from '../api/people-query.ts';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import { adminCopy } from '../copy.ts';
import { SelectField } from './admin-ui.tsx';
import { PeopleTextFilter } from './people-text-filter.tsx';

const copy = adminCopy.peopleList.filters;

/**
 * "Answered question [question] containing [words]": the question changes the address as it is
 * chosen, the words as they are applied; the list is filtered once both are there.
 */
export function PeopleAnswerFilter({
  query,
  onChange,
}: {
  query: PeopleQuery;
  onChange: (patch: Partial<PeopleQuery>) => void;
}) {
  // Asked for once the screen has painted, as the other filters' choices (people-filters.tsx).
  const questions = useAnswerQuestions({ enabled: useAfterFirstPaint() });
  const all = [...(questions.data?.live ?? []), ...(questions.data?.earlier ?? [])];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={copy.question}
        value={query.question}
        className="max-w-72"
        onChange={(event) => onChange({ question: event.target.value })}
      >
        <option value="">{copy.anyQuestion}</option>
        {query.question && !all.some((question) => question.id === query.question) ? (
          <option value={query.question}>{query.question}</option>
        ) : null}
        {all.map((question) => (
          <option key={question.id} value={question.id}>
            {question.text}
          </option>
        ))}
      </SelectField>
      <PeopleTextFilter
        label={copy.answer}
        apply={copy.answerApply}
        type="text"
        value={query.answer}
        maxLength={ANSWER_FILTER_MAX_LENGTH}
        disabled={!query.question}
        onCommit={(answer) => onChange({ answer })}
        className="w-full sm:w-64"
      />
    </div>
  );
}
