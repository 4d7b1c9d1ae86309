import WebSocket from 'ws';

/** One question of the script and the turns the visitor types to answer it. */
export interface TypedAnswer {
  question: string;
  turns: string[];
}

/**
 * Joins a web call's session and takes the interview by typing: for each question, waits until
 * the assistant has said it, then types its turns (only the last one asks for the next line, so
 * several turns answer one question). Once every question is answered, waits until the call
 * ends (the closing line ends it) and the socket closes; with `hangUpAfter`, hangs up instead
 * once that many questions are answered.
 */
export async function typeInterview(
  webCallUrl: string,
  answers: readonly TypedAnswer[],
  options: { hangUpAfter?: number; timeoutMs?: number } = {},
): Promise<void> {
  const socket = new WebSocket(webCallUrl);
  let next = 0;
  const typeAnswer = (answer: TypedAnswer) => {
    answer.turns.forEach((content, index) =>
      socket.send(
        JSON.stringify({
          type: 'add-message',
          message: { role: 'user', content },
          triggerResponseEnabled: index === answer.turns.length - 1,
        }),
      ),
    );
    next += 1;
    if (next === options.hangUpAfter) socket.send(JSON.stringify({ type: 'end-call' }));
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the interview did not end; ${next} questions answered`));
    }, options.timeoutMs ?? 20_000);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data)) as Record<string, unknown> | string;
      if (typeof message !== 'object' || message === null) return;
      const said =
        message['type'] === 'transcript' &&
        message['role'] === 'assistant' &&
        message['transcriptType'] === 'final';
      const expected = answers[next];
      if (said && expected && message['transcript'] === expected.question) typeAnswer(expected);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
