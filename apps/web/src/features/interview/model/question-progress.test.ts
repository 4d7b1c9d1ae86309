import type { TranscriptEntry } from '@vibe/contracts/api';
import { interviewScript } from '@vibe/voice-sdk/interview-assistant';
import { describe, expect, it } from 'vitest';
import { QuestionMatcher, questionsOf, wordsOf } from './question-progress.ts';

const QUESTIONS = interviewScript.questions;
const GREETING =
  "Hi, and welcome to Vibe Together! I'm the community's interview assistant. I'd love to hear a little about you; it only takes a few minutes.";

const at = '2026-01-01T00:00:00.000Z';
const assistant = (text: string): TranscriptEntry => ({ role: 'assistant', text, timestamp: at });
const user = (text: string): TranscriptEntry => ({ role: 'user', text, timestamp: at });

describe('wordsOf', () => {
  it('lowercases, drops punctuation and accents, and stems longer words lightly', () => {
    expect(wordsOf('Café — BUILDING tools, what’s next?')).toEqual([
      'cafe',
      'build',
      'tool',
      'what',
      'next',
    ]);
  });
});

describe('QuestionMatcher', () => {
  const matcher = new QuestionMatcher(QUESTIONS);

  it('knows nothing before the first question: the greeting asks none', () => {
    expect(matcher.progressOf([])).toBeNull();
    expect(matcher.progressOf([assistant(GREETING)])).toBeNull();
  });

  it('follows the local script, which speaks each question word for word', () => {
    const transcript = [assistant(GREETING), assistant(QUESTIONS[0]!)];
    expect(matcher.progressOf(transcript)).toEqual({ number: 1, total: 4 });
    transcript.push(user('Ten years of web apps.'), assistant(QUESTIONS[1]!));
    expect(matcher.progressOf(transcript)).toEqual({ number: 2, total: 4 });
  });

  it('stays on a question through its reactions, and after the closing line', () => {
    const transcript = [
      assistant(QUESTIONS[0]!),
      user('Sorry?'),
      assistant(`Sure — ${QUESTIONS[0]!}`),
      user('Web.'),
      assistant('Could you tell me a bit more?'),
    ];
    expect(matcher.progressOf(transcript)).toEqual({ number: 1, total: 4 });
    transcript.push(user('skip'), assistant(`No problem, let's move on. ${QUESTIONS[1]!}`));
    expect(matcher.progressOf(transcript)).toEqual({ number: 2, total: 4 });
    transcript.push(user('Copilot.'), assistant(interviewScript.closing));
    expect(matcher.progressOf(transcript)).toEqual({ number: 2, total: 4 });
  });

  it('follows a hosted assistant that rephrases slightly and acknowledges first', () => {
    const transcript = [
      assistant(GREETING),
      user('Hi!'),
      assistant(
        "Great to meet you! Let's begin: tell me about your coding background — how long have you been building software, and what do you mostly work on?",
      ),
    ];
    expect(matcher.progressOf(transcript)).toEqual({ number: 1, total: 4 });
    transcript.push(
      user('About eight years, mostly web apps.'),
      assistant(
        'Eight years, nice. So how are you using AI when you code? Which tools do you reach for, and where do they help you or get in your way?',
      ),
    );
    expect(matcher.progressOf(transcript)).toEqual({ number: 2, total: 4 });
    // An acknowledgement that shares a word or two with the next question asks nothing.
    transcript.push(
      user('Claude and Copilot.'),
      assistant('Nice, those help a lot when building.'),
    );
    expect(matcher.progressOf(transcript)).toEqual({ number: 2, total: 4 });
    transcript.push(
      assistant("Thanks! What are you building at the moment, or hoping you'll build next?"),
    );
    expect(matcher.progressOf(transcript)).toEqual({ number: 3, total: 4 });
  });

  it('takes a first question run into the greeting as asked', () => {
    const line = `${GREETING} To start, tell me about your coding background. How long have you been building software, and what do you mostly work on?`;
    expect(matcher.progressOf([assistant(line)])).toEqual({ number: 1, total: 4 });
  });

  it('never reads a question out of the visitor’s words', () => {
    expect(matcher.progressOf([user(QUESTIONS[2]!)])).toBeNull();
  });

  it('knows nothing of questions it was not given', () => {
    const transcript = [assistant(QUESTIONS[0]!)];
    expect(new QuestionMatcher([]).progressOf(transcript)).toBeNull();
    const other = new QuestionMatcher(['What is your favourite editor?', 'Tabs or spaces?']);
    expect(other.progressOf(transcript)).toBeNull();
    expect(other.progressOf([assistant('Tabs or spaces, then?')])).toEqual({
      number: 2,
      total: 2,
    });
  });
});

describe('questionsOf', () => {
  it('answers the configuration’s questions, or none when it has no usable list', () => {
    expect(questionsOf({ questions: ['One?', 'Two?'] })).toEqual(['One?', 'Two?']);
    expect(questionsOf({})).toEqual([]);
    expect(questionsOf(undefined)).toEqual([]);
    expect(questionsOf({ questions: 'One?' })).toEqual([]);
    expect(questionsOf({ questions: ['One?', 2] })).toEqual([]);
  });
});
