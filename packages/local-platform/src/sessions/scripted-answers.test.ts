import { describe, expect, it } from 'vitest';
import { ScriptedAnswers } from './scripted-answers.ts';

describe('ScriptedAnswers', () => {
  it('files each turn under the question asked last, joins several, and stops at the closing', () => {
    const answers = new ScriptedAnswers();
    answers.heard('hello'); // before any question
    answers.lineStarted({ kind: 'first-message' });
    answers.heard('hi');
    answers.lineStarted({ kind: 'question', questionIndex: 0 });
    answers.heard(' Tools ');
    answers.lineStarted({ kind: 'say' }); // a client's line changes nothing
    answers.heard('for teachers.');
    answers.lineStarted({ kind: 'question', questionIndex: 2 });
    answers.heard('   ');
    answers.heard('Because.');
    answers.lineStarted({ kind: 'closing' });
    answers.heard('bye');
    expect(answers.structuredData()).toEqual({ q1: 'Tools for teachers.', q3: 'Because.' });
    expect(Object.keys(answers.structuredData())).toEqual(['q1', 'q3']);
    expect(answers.analysis()).toEqual({
      structuredData: { q1: 'Tools for teachers.', q3: 'Because.' },
    });
  });

  it('reports no structured data when nothing was answered', () => {
    const answers = new ScriptedAnswers();
    answers.lineStarted({ kind: 'question', questionIndex: 0 });
    expect(answers.analysis()).toEqual({});
  });

  it('fills in a turn filed as being transcribed under the question it answered', () => {
    const answers = new ScriptedAnswers();
    answers.lineStarted({ kind: 'question', questionIndex: 0 });
    answers.heard('Tools.');
    const late = answers.heard('(transcribing…)');
    answers.lineStarted({ kind: 'question', questionIndex: 1 });
    answers.heard('Feedback.');
    answers.revise(late, 'And games.');
    expect(answers.structuredData()).toEqual({ q1: 'Tools. And games.', q2: 'Feedback.' });
    answers.revise(null, 'ignored');
  });
});
