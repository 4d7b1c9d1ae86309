import type { TranscriptEntry } from '@vibe/contracts/api';
import { describe, expect, it } from 'vitest';
import {
  answersFromStructuredData,
  answersFromTranscript,
  hasEnded,
  isAnswer,
  judgeInterview,
  mapAnswers,
  skippedQuestions,
  type InterviewScript,
} from './answers.ts';

const questions = ['What do you build?', 'How do you use AI?', 'What do you hope for?'];
const start = new Date('2026-01-01T10:00:00.000Z');
const turn = (role: 'user' | 'assistant', text: string, seconds: number): TranscriptEntry => ({
  role,
  text,
  timestamp: new Date(start.getTime() + seconds * 1000).toISOString(),
});

const transcript = [
  turn('assistant', 'Hi, and welcome! What do you build?', 1),
  turn('user', 'Web apps.', 5),
  turn('user', 'Mostly with React.', 8),
  turn('assistant', 'Nice. How do you use AI?', 12),
  turn('user', 'For tests', 15),
  turn('assistant', 'Thank you! Goodbye!', 20),
];

describe('answers from structured data', () => {
  it('reads q1…qN in question order, leaving out missing and empty keys', () => {
    const answers = answersFromStructuredData(
      { q1: ' Web apps ', q2: '', q3: 42, q4: 'beyond the questions', other: 'x' },
      questions,
    );
    expect([...answers.entries()]).toEqual([
      [0, 'Web apps'],
      [2, '42'],
    ]);
  });

  it('ignores anything that is not an object', () => {
    for (const value of [null, 'q1', ['a'], 3]) {
      expect(answersFromStructuredData(value, questions).size).toBe(0);
    }
  });
});

describe('answers from the transcript', () => {
  it('gives each visitor turn to the question asked last, joining several turns', () => {
    expect(answersFromTranscript(transcript, questions, start)).toEqual([
      {
        questionIndex: 0,
        question: questions[0],
        answer: 'Web apps. Mostly with React.',
        startSeconds: 5,
      },
      { questionIndex: 1, question: questions[1], answer: 'For tests', startSeconds: 15 },
    ]);
  });

  it('matches questions whatever their case and punctuation, and only in order', () => {
    const answers = answersFromTranscript(
      [
        turn('assistant', 'how do you use ai', 1),
        turn('user', 'a lot', 2),
        turn('assistant', 'WHAT DO YOU BUILD', 3),
        turn('user', 'ignored question order', 4),
      ],
      questions,
      null,
    );
    expect(answers).toEqual([
      {
        questionIndex: 1,
        question: questions[1],
        answer: 'a lot ignored question order',
        startSeconds: null,
      },
    ]);
  });

  it('leaves out turns that only ask to repeat or skip the question (docs/product.md#reactions)', () => {
    const withRequests = [
      turn('assistant', 'What do you build?', 1),
      turn('user', 'Sorry, could you repeat that?', 3),
      turn('assistant', 'Sure — What do you build?', 5),
      turn('user', 'Web apps.', 8),
      turn('assistant', 'How do you use AI?', 10),
      turn('user', "I'd rather not say.", 12),
      turn('assistant', "No problem, let's move on. What do you hope for?", 14),
      turn('user', 'Skip.', 16),
    ];
    expect(answersFromTranscript(withRequests, questions, start)).toEqual([
      { questionIndex: 0, question: questions[0], answer: 'Web apps.', startSeconds: 8 },
    ]);
    expect([...skippedQuestions(withRequests, questions)]).toEqual([1, 2]);
    expect(skippedQuestions(transcript, questions).size).toBe(0);
  });

  it('keeps what the visitor says before any question out of the answers', () => {
    expect(answersFromTranscript([turn('user', 'hello?', 0)], questions, start)).toEqual([]);
  });
});

describe('mapping an interview', () => {
  it('prefers structured data, timed by the transcript', () => {
    expect(
      mapAnswers({
        questions,
        structuredData: { q2: 'Tests, mostly' },
        transcript,
        callStart: start,
      }),
    ).toEqual([
      { questionIndex: 1, question: questions[1], answer: 'Tests, mostly', startSeconds: 15 },
    ]);
  });

  it('falls back to the transcript when the report has no structured data', () => {
    expect(
      mapAnswers({ questions, structuredData: undefined, transcript, callStart: start }),
    ).toHaveLength(2);
  });
});

const at = '2026-01-01T10:00:00.000Z';
const script: InterviewScript = {
  questions: ['What do you build?', 'How do you use AI?', 'What do you hope for?'],
  closingLine: 'Thanks for sharing, see you soon!',
};
const assistant = (text: string): TranscriptEntry => ({ role: 'assistant', text, timestamp: at });
const visitor = (text: string): TranscriptEntry => ({ role: 'user', text, timestamp: at });
const [q1, q2, q3] = script.questions.map((question) => assistant(`Great. ${question}`));
const closing = assistant(script.closingLine);
const placeholder = visitor(
  '(spoken answer, 4.0 s — no speech recognizer configured; the recording holds it)',
);

describe('the interview verdict', () => {
  it('is completed when every question got an answer with words', () => {
    const transcript = [
      q1!,
      visitor('Web apps.'),
      q2!,
      visitor('Daily.'),
      q3!,
      visitor('Friends.'),
    ];
    expect(judgeInterview(script, { transcript })).toBe('completed');
  });

  it('is completed when the assistant reached its closing line after the last question', () => {
    const transcript = [q1!, visitor('Games.'), q2!, q3!, closing];
    expect(judgeInterview(script, { transcript })).toBe('completed');
  });

  it('does not take the closing line before the last question as the end', () => {
    const transcript = [q1!, visitor('Games.'), assistant(script.closingLine), q2!];
    expect(judgeInterview(script, { transcript })).toBe('partial');
  });

  it('is partial when some questions were answered and the visitor ended it', () => {
    expect(judgeInterview(script, { transcript: [q1!, visitor('Web apps.'), q2!] })).toBe(
      'partial',
    );
  });

  it('is abandoned when no question got words: none, silence, noise or a placeholder', () => {
    for (const transcript of [
      [],
      [q1!],
      [q1!, visitor('   ')],
      [q1!, visitor('[noise]')],
      [q1!, placeholder, q2!, placeholder],
      // Spoken over the greeting, before any question was asked.
      [assistant('Hi there!'), visitor('Hello?')],
    ]) {
      expect(judgeInterview(script, { transcript }), JSON.stringify(transcript)).toBe('abandoned');
    }
  });

  it("takes the platform's per-question structured data first, empty fields unanswered", () => {
    const transcript = [q1!, visitor('Web apps.'), q2!, visitor('Daily.'), q3!, visitor('Hm.')];
    expect(judgeInterview(script, { transcript, structuredData: { q1: 'Web apps', q2: '' } })).toBe(
      'partial',
    );
    expect(
      judgeInterview(script, { transcript: [], structuredData: { q1: 'a', q2: 'b', q3: 'c' } }),
    ).toBe('completed');
    // No usable structured data: the transcript decides.
    expect(judgeInterview(script, { transcript, structuredData: { q1: '', q2: ' ' } })).toBe(
      'completed',
    );
  });

  it('does not count a request to skip or repeat as an answer (docs/product.md#reactions)', () => {
    expect(isAnswer('Web apps.')).toBe(true);
    for (const request of ['Skip.', 'Pass', "I'd rather not say.", 'Could you repeat that?']) {
      expect(isAnswer(request), request).toBe(false);
    }
    // A skipped question is unanswered: partial, though the closing line was reached.
    const moveOn = (question: TranscriptEntry) =>
      assistant(`No problem, let's move on. ${question.text}`);
    const skippedOne = [
      q1!,
      visitor('Web apps.'),
      q2!,
      visitor('Skip, please.'),
      moveOn(q3!),
      visitor('Friends.'),
      closing,
    ];
    expect(judgeInterview(script, { transcript: skippedOne })).toBe('partial');
    // Skipping the last question keeps the closing line from completing it too.
    const skippedLast = [q1!, visitor('Web apps.'), q2!, visitor('Daily.'), q3!, visitor('Pass.')];
    expect(
      judgeInterview(script, {
        transcript: [...skippedLast, assistant(`No problem, let's move on. ${script.closingLine}`)],
      }),
    ).toBe('partial');
    // Every question skipped: abandoned.
    const skippedAll = [q1!, visitor('Skip.'), moveOn(q2!), visitor('Next question.')];
    expect(
      judgeInterview(script, {
        transcript: [...skippedAll, moveOn(q3!), visitor('Pass.'), closing],
      }),
    ).toBe('abandoned');
    // A repeat request, then an answer: the answer counts, the request does not.
    const repeated = [q1!, visitor('Pardon?'), assistant(`Sure — ${script.questions[0]}`)];
    expect(judgeInterview(script, { transcript: repeated })).toBe('abandoned');
    expect(judgeInterview(script, { transcript: [...repeated, visitor('Web apps.')] })).toBe(
      'partial',
    );
    // A platform's structured data that holds only the request is no answer either.
    expect(
      judgeInterview(script, {
        transcript: [],
        structuredData: { q1: 'Web apps', q2: 'Skip.', q3: 'Friends' },
      }),
    ).toBe('partial');
    // Without a skip, the closing line still completes an interview with unanswered questions.
    expect(judgeInterview(script, { transcript: [q1!, placeholder, q2!, q3!, closing] })).toBe(
      'completed',
    );
  });

  it('seals every ending, not a pending or started interview', () => {
    expect(hasEnded('pending')).toBe(false);
    expect(hasEnded('started')).toBe(false);
    for (const ended of ['completed', 'partial', 'abandoned'] as const) {
      expect(hasEnded(ended)).toBe(true);
    }
  });
});
