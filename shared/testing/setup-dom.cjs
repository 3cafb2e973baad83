require('@testing-library/jest-dom');
// Waits for what the user sees (findBy, waitFor) allow for a loaded two-core machine: a screen of the console
// renders in tens of milliseconds alone, in over a second while the other core compiles, and a row menu took
// over 5 s to open with both cores shared by other work (an approval's toast took over 10 s at a load of 13). A wait ends as soon as what it waits for shows, so a
// longer limit costs nothing when the test passes.
require('@testing-library/react').configure({ asyncUtilTimeout: 20_000 });
// A screen test clicks through several dialogs; on a loaded machine that takes longer than jest's 5 s (a
// date-range test took over 30 s at a load of 8 on the two cores).
jest.setTimeout(60_000);
