import type { TranscriptEntry } from '@vibe/contracts/api';
import { describe, expect, it } from 'vitest';
import {
  answersFromStructuredData,
  answersFromTranscript,
  mapAnswers,
  skippedQuestions,
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
