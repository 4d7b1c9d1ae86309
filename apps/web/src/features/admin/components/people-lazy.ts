// The people screen's heavy parts as chunks of their own: the table (with the table library,
// most of the screen's code) and the bulk bar (with its dialogs). The screen's own chunk is then
// small, and the first render, which waits for it (src/app/start-admin.tsx), paints the
// layout's header, the title and the filters without waiting for them. The table's chunk is
// asked for only once that first render has painted: asked for before, it shares the slow
// connection with the code the first paint waits for. The bulk bar's comes on the first
// selection.
import { createElement, type ComponentProps } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import { lazyScreen } from '../lazy-screen.ts';

const table = lazyScreen(() => import('./people-table.tsx').then((m) => m.PeopleTable));
const bulkBar = lazyScreen(() => import('./people-bulk-bar.tsx').then((m) => m.PeopleBulkBar));

type PeopleTableProps = ComponentProps<typeof table.Screen>;

/** The table, from its chunk, once the page has painted (nothing in its place before). */
export function PeopleTable(props: PeopleTableProps) {
  return useAfterFirstPaint() ? createElement(table.Screen, props) : null;
}

export const PeopleBulkBar = bulkBar.Screen;
