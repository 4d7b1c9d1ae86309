import type { PersonInterview } from '@vibe/contracts/admin';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingPlayer } from './recording-player.tsx';

const interview: PersonInterview = {
  id: '01900000-0000-7000-8000-0000000000aa',
  status: 'completed',
  startedAt: '2026-01-01T10:00:00.000Z',
  completedAt: '2026-01-01T10:02:00.000Z',
  durationSeconds: 120,
  endedReason: 'assistant-ended-call',
  transcript: [],
  recordingUrl: '/api/admin/interviews/01900000-0000-7000-8000-0000000000aa/recording',
  stereoRecordingUrl:
    '/api/admin/interviews/01900000-0000-7000-8000-0000000000aa/recording?channels=stereo',
  interviewVersionId: null,
  summary: null,
  answers: [],
};

describe('RecordingPlayer', () => {
  it('offers the player and the stereo download of a recorded call', () => {
    const { container } = render(<RecordingPlayer interview={interview} />);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(interview.recordingUrl);
    expect(
      screen.getByRole('link', { name: 'Download stereo (visitor left, assistant right)' }),
    ).toHaveAttribute('href', interview.stereoRecordingUrl);
    expect(screen.queryByText('This recording is unavailable.')).toBeNull();
  });

  it('says the recording is unavailable when the player cannot load it', () => {
    const { container } = render(<RecordingPlayer interview={interview} />);
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('status')).toHaveTextContent('This recording is unavailable.');
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a call that was not recorded', () => {
    const { container } = render(
      <RecordingPlayer
        interview={{ ...interview, recordingUrl: null, stereoRecordingUrl: null }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('seeks to where an answer starts once the recording loads', () => {
    const { container } = render(<RecordingPlayer interview={interview} startAt={42} />);
    const audio = container.querySelector('audio')!;
    audio.scrollIntoView = () => {};
    fireEvent.loadedMetadata(audio);
    expect(audio.currentTime).toBe(42);
  });
});
