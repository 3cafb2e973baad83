require('@testing-library/jest-dom');
// Waits for what the user sees (findBy, waitFor) allow for a loaded two-core machine: a screen of the console
// renders in tens of milliseconds alone and in over a second while the other core compiles.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// A screen test clicks through several dialogs; on a loaded machine that takes longer than jest's 5 s.
jest.setTimeout(30_000);
