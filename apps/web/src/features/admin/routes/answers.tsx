import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useInterviewVersions } from '../api/get-interview-versions.ts';
import { Card, Field, FormError, PageTitle, SelectField } from '../components/admin-ui.tsx';
import { AnswerPages } from '../components/answer-pages.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.answers;

/**
 * The answers question by question (docs/product.md#dashboard): each question of the chosen version (the live
 * one at first) with its answers under it, newest first, searchable by words.
 */
export function AnswersScreen() {
  const versions = useInterviewVersions();
  const [chosen, setChosen] = useState('');
  const [q, setQ] = useState('');
  const items = versions.data?.items ?? [];
  const version =
    items.find((one) => one.id === chosen) ?? items.find((one) => one.live) ?? items[0];
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <SelectField
          label={copy.version}
          value={version?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {items.map((one) => (
            <option key={one.id} value={one.id}>
              {copy.versionOption(one.number, one.live)}
            </option>
          ))}
        </SelectField>
        <form
          role="search"
          className="flex items-end gap-2"
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
      </div>
      {versions.isError ? <FormError>{errorMessageOf(versions.error)}</FormError> : null}
      {version ? (
        <ol className="grid gap-4">
          {version.definition.questions.map((question, questionIndex) => (
            <li key={`${version.id}-${questionIndex}`}>
              <Card aria-label={question}>
                <h2 className="mb-2 font-medium">
                  {questionIndex + 1}. <bdi>{question}</bdi>
                </h2>
                <AnswerPages
                  key={`${version.id}-${questionIndex}-${q}`}
                  query={{ version: version.id, questionIndex, q }}
                />
              </Card>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
