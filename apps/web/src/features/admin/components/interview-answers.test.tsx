import type { PersonInterview } from '@vibe/contracts/admin';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewAnswers } from './interview-answers.tsx';

const interview: PersonInterview = {
  id: 'iv-1',
  status: 'completed',
  startedAt: '2026-01-01T10:00:00.000Z',
  completedAt: '2026-01-01T10:02:00.000Z',
  durationSeconds: 120,
  endedReason: 'assistant-ended-call',
  transcript: [],
  recordingUrl: null,
  stereoRecordingUrl: null,
  interviewVersionId: 'v-1',
  summary: 'Ada builds gardens.',
  answers: [
    { questionIndex: 0, question: 'What do you build?', answer: 'Gardens.', startSeconds: 65 },
    { questionIndex: 1, question: 'Why now?', answer: 'Spring.', startSeconds: null },
  ],
};

describe('InterviewAnswers', () => {
  it('shows each question with its answer, and the summary', () => {
    render(<InterviewAnswers interview={interview} />);
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'Ada builds gardens.',
    );
    const answers = screen.getByRole('region', { name: 'Answers' });
    const terms = within(answers).getAllByRole('term');
    expect(terms[0]).toHaveTextContent('1. What do you build?1:05');
    expect(
      within(answers)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Gardens.', 'Spring.']);
  });

  it('shows nothing for an interview without answers or summary', () => {
    const { container } = render(
      <InterviewAnswers interview={{ ...interview, summary: null, answers: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
