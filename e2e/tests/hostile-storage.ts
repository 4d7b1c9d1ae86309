// An attacker's "recording storage" for the browser tests: an https server on loopback (with a
// certificate made for this run, which the product's server is told to trust) whose
// recordings are attacker HTML and script. Each sets `window.pwned` where it runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HostileStorage {
  /** `127.0.0.1:<port>`, as `RECORDING_HOSTS` names it. */
  host: string;
  /** The certificate file (`NODE_EXTRA_CA_CERTS` of the product's server). */
  certificateFile: string;
  /** The mono "recording" of an interview: HTML that loads the stereo one as a script. */
  monoUrl(interviewId: string): string;
  /** The stereo "recording": script. */
  stereoUrl(interviewId: string): string;
  /** Paths asked for so far. */
  requests: string[];
  close(): Promise<void>;
}

/** The hostile HTML: runs the stereo recording as script from the dashboard's own origin. */
function hostilePage(interviewId: string): string {
  const stereo = `/api/admin/interviews/${interviewId}/recording?channels=stereo`;
  return `<!doctype html><title>recording</title><script src="${stereo}"></script><script>window.pwned = 'inline';</script>`;
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function makeCertificate(): { key: string; cert: string; certificateFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vibe-e2e-storage-'));
  const keyFile = join(dir, 'key.pem');
  const certificateFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', keyFile, '-out', certificateFile, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certificateFile, 'utf8'),
    certificateFile,
  };
}

/** Starts the hostile storage on a free loopback port. */
export async function startHostileStorage(): Promise<HostileStorage> {
  const { key, cert, certificateFile } = makeCertificate();
  const requests: string[] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const match = /^\/([0-9a-f-]{36})\/(mono|stereo)\.mp3$/.exec(path);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const [, interviewId, channels] = match;
    if (channels === 'mono') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(hostilePage(interviewId!));
    } else {
      response.writeHead(200, { 'content-type': 'application/javascript' });
      response.end("window.pwned = 'stereo';");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    certificateFile,
    monoUrl: (id) => `https://${host}/${id}/mono.mp3`,
    stereoUrl: (id) => `https://${host}/${id}/stereo.mp3`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
