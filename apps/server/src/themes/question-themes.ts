// A question's themes as the Answers screen shows them (docs/product.md#themes-per-question):
// the most mentioned, each with quotes from the newest answers mentioning it. Read from the
// counts the database keeps as answers come and go, never computed on a visit.
import { THEME_QUOTES, THEMES_SHOWN, type AnswerTheme } from '@vibe/contracts/interview';
import type { Database } from '../db/client.ts';
import { selectThemeMentions, selectTopThemes } from '../db/queries/answer-themes.ts';
import { quoteAround } from './quote.ts';

type Counted = { theme: string; people: number };

/**
 * Drops a one-word theme that only ever came as part of a longer one shown ("source" beside
 * "open source" with as many answers): it would show the same answers twice.
 */
export function withoutEchoes(themes: readonly Counted[]): Counted[] {
  return themes.filter(
    (one) =>
      one.theme.includes(' ') ||
      !themes.some(
        (other) =>
          other.people >= one.people && other.theme.split(' ').includes(one.theme) && other !== one,
      ),
  );
}

/** The question's top themes, most mentioned first (then by name), with their quotes. */
export async function questionThemes(db: Database, questionId: string): Promise<AnswerTheme[]> {
  // Twice as many as shown, so that dropping echoes still leaves a full list.
  const top = withoutEchoes(await selectTopThemes(db, questionId, THEMES_SHOWN * 2))
    .slice(0, THEMES_SHOWN)
    .sort((a, b) => b.people - a.people || a.theme.localeCompare(b.theme));
  const mentions = await selectThemeMentions(
    db,
    questionId,
    top.map((one) => one.theme),
    THEME_QUOTES,
  );
  return top.map(({ theme, people }) => ({
    theme,
    people,
    quotes: mentions
      .filter((mention) => mention.theme === theme)
      .map((mention) => quoteAround(mention.answer, mention.start, mention.end)),
  }));
}
