import {
  PEOPLE_SORTS,
  PERSON_STATUSES,
  type PeopleSort,
  type PersonStatus,
} from '@vibe/contracts/admin';
import { EMAIL_MAX_LENGTH } from '@vibe/contracts/limits';
import { Link } from 'react-router';
import { useInterviewVersions } from '../api/get-interview-versions.ts';
import { useTags } from '../api/get-tags.ts';
import { isFiltered, type PeopleQuery, type ReviewedFilter } from '../api/people-query.ts';
import { adminCopy } from '../copy.ts';
import { Field, SelectField } from './admin-ui.tsx';
import { PeopleAnswerFilter } from './people-answer-filter.tsx';
import { PeopleTextFilter } from './people-text-filter.tsx';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';

const copy = adminCopy.peopleList.filters;

/**
 * The people list's filters and order. Each control changes the list from its own handler:
 * a select, box or date as it changes, a text on Enter, its button, or on leaving it.
 */
export function PeopleFilters({
  query,
  onChange,
}: {
  query: PeopleQuery;
  onChange: (patch: Partial<PeopleQuery>) => void;
}) {
  // The choices of the tag, version and question filters are asked for once the screen has
  // painted: asked for before, they share the slow connection with what the first paint needs.
  const painted = useAfterFirstPaint();
  const tags = useTags({ enabled: painted });
  const versions = useInterviewVersions({ enabled: painted });
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <PeopleTextFilter
          label={adminCopy.people.search}
          apply={copy.searchApply}
          value={query.q}
          maxLength={EMAIL_MAX_LENGTH}
          onCommit={(q) => onChange({ q })}
          className="w-full sm:w-80"
        />
        <SelectField
          label={adminCopy.people.status}
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as PersonStatus | '' })}
        >
          <option value="">{adminCopy.people.anyStatus}</option>
          {PERSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {adminCopy.people.statuses[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={copy.tag}
          value={query.tag}
          onChange={(event) => onChange({ tag: event.target.value })}
        >
          <option value="">{copy.anyTag}</option>
          {/* Until the list arrives, the address's tag stays chosen (named by its id). */}
          {query.tag && !tags.data?.items.some((tag) => tag.id === query.tag) ? (
            <option value={query.tag}>{query.tag}</option>
          ) : null}
          {tags.data?.items.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={copy.reviewed}
          value={query.reviewed}
          onChange={(event) => onChange({ reviewed: event.target.value as ReviewedFilter })}
        >
          <option value="">{copy.reviewedAny}</option>
          <option value="1">{copy.reviewedYes}</option>
          <option value="0">{copy.reviewedNo}</option>
        </SelectField>
        <label className="flex h-9 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={query.starred}
            onChange={(event) => onChange({ starred: event.target.checked })}
          />
          {copy.starred}
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={copy.from}
          type="date"
          value={query.from}
          max={query.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Field
          label={copy.to}
          type="date"
          value={query.to}
          min={query.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <SelectField
          label={copy.version}
          value={query.version}
          onChange={(event) => onChange({ version: event.target.value })}
        >
          <option value="">{copy.anyVersion}</option>
          {query.version && !versions.data?.items.some((one) => one.id === query.version) ? (
            <option value={query.version}>{query.version}</option>
          ) : null}
          {versions.data?.items.map((version) => (
            <option key={version.id} value={version.id}>
              {copy.versionLabel(version.number, version.live)}
            </option>
          ))}
        </SelectField>
        <PeopleAnswerFilter query={query} onChange={onChange} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={copy.sort}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as PeopleSort })}
        >
          {PEOPLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {copy.sorts[sort]}
            </option>
          ))}
        </SelectField>
        {isFiltered(query) ? (
          // The bare list: everyone, in the order chosen.
          <Link
            to={query.sort === 'newest' ? '/admin/people' : `/admin/people?sort=${query.sort}`}
            replace
            className="h-9 content-center text-sm text-primary underline-offset-4 hover:underline"
          >
            {copy.clear}
          </Link>
        ) : null}
        <p className="text-xs text-muted-foreground sm:ml-auto">{adminCopy.people.refreshing}</p>
      </div>
    </div>
  );
}
