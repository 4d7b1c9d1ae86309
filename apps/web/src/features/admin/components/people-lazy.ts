// The people screen's heavy parts as chunks of their own: the table (with the table library,
// most of the screen's code) and the bulk bar (with its dialogs). The screen's own chunk is then
// small, and the first render, which waits for it (src/app/start-admin.tsx), paints the
// layout's header, the title and the filters without waiting for them. The table's chunk is
// asked for beside the screen's (signed-in-screens.ts) and mostly arrives before the list's
// first page; the bulk bar's on the first selection.
import { lazyScreen } from '../lazy-screen.ts';

const table = lazyScreen(() => import('./people-table.tsx').then((m) => m.PeopleTable));
const bulkBar = lazyScreen(() => import('./people-bulk-bar.tsx').then((m) => m.PeopleBulkBar));

export const loadPeopleTable = table.load;
export const PeopleTable = table.Screen;
export const PeopleBulkBar = bulkBar.Screen;
