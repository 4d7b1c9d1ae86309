// How a bench's `main` ends the process: its answer becomes the exit code (1 when it throws),
// set rather than forced with process.exit, so the browser and server it stopped close cleanly.

/** Runs `main` and sets `process.exitCode` from what it answers; a thrown error is printed, 1. */
export function exitWithCodeOf(main: () => Promise<number>): Promise<void> {
  return main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
