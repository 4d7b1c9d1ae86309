/**
 * Plays a media stream through a hidden `<audio>` element appended to the page. Resolves once
 * playback has started, or at once when the browser blocks autoplay (the element keeps
 * trying as soon as the page gets a gesture). Only touches `document` when called.
 */
export async function playStream(stream: MediaStream, id: string): Promise<HTMLAudioElement> {
  const element = document.createElement('audio');
  element.dataset.voiceCallParticipant = id;
  element.autoplay = true;
  element.srcObject = stream;
  document.body.append(element);
  // Autoplay refused: the element stays and starts on the next user gesture.
  await element.play().catch(() => undefined);
  return element;
}

/** Stops and removes an element made by `playStream`. */
export function removeAudioElement(element: HTMLAudioElement): void {
  element.pause();
  element.srcObject = null;
  element.remove();
}
