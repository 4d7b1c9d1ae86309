import { describe, expect, it } from 'vitest';
import {
  publicKeyBodyProblems,
  publicKeyOverrideProblems,
  refusePublicKeyBody,
} from './public-key-body.ts';
import { PlatformError } from './errors.ts';

describe('publicKeyBodyProblems', () => {
  it('finds no problem in the landing page’s own call', () => {
    expect(
      publicKeyBodyProblems({
        assistantId: 'a',
        assistantOverrides: { metadata: { interviewId: 'x', server: 'mine' } },
        input: 'https://example.com is my site',
      }),
    ).toEqual([]);
  });

  it.each([
    [{ assistantOverrides: { server: { url: 'https://x' } } }, 'assistantOverrides.server'],
    [{ assistantOverrides: { serverUrl: 'https://x' } }, 'assistantOverrides.serverUrl'],
    [{ assistantOverrides: { serverMessages: [] } }, 'assistantOverrides.serverMessages'],
    [{ assistantOverrides: { credentialIds: ['c'] } }, 'assistantOverrides.credentialIds'],
    [{ assistantOverrides: { hooks: [] } }, 'assistantOverrides.hooks'],
    [{ assistantOverrides: { 'tools:append': [] } }, 'assistantOverrides.tools:append'],
    [{ assistantOverrides: { model: { toolIds: ['t'] } } }, 'assistantOverrides.model.toolIds'],
    [{ assistantOverrides: { model: { url: 'https://llm' } } }, 'assistantOverrides.model.url'],
    [
      { assistantOverrides: { transcriber: { server: { url: 'x' } } } },
      'assistantOverrides.transcriber.server',
    ],
    [{ assistant: { knowledgeBaseId: 'k' } }, 'assistant.knowledgeBaseId'],
    [{ squad: { members: [{ assistant: { server: {} } }] } }, 'squad.members[0].assistant.server'],
    [{ squad: { membersOverrides: { headers: {} } } }, 'squad.membersOverrides.headers'],
    [{ workflow: { nodes: [{ tool: { url: 'x' } }] } }, 'workflow.nodes[0].tool.url'],
    [
      { customer: { assistantOverrides: { server: { url: 'x' } } } },
      'customer.assistantOverrides.server',
    ],
  ])('refuses %j at %s', (body, path) => {
    expect(publicKeyBodyProblems(body)).toEqual([
      expect.stringMatching(new RegExp(`^${path.replace(/[[\].]/g, '\\$&')} may not be set`)),
    ]);
  });

  it('refuses any value that is a URL as a whole, outside metadata and template values', () => {
    expect(
      publicKeyBodyProblems({
        assistantOverrides: {
          backgroundSound: 'https://attacker.example/a.mp3',
          firstMessage: ' http://169.254.169.254/ ',
          variableValues: { site: 'https://fine.example' },
        },
      }),
    ).toEqual([
      expect.stringMatching(/^assistantOverrides\.backgroundSound may not be a URL/),
      expect.stringMatching(/^assistantOverrides\.firstMessage may not be a URL/),
    ]);
  });

  it('stops at a cap, and refuses absurd nesting instead of recursing into it', () => {
    const many = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`k${i}`, { server: {} }]),
    );
    expect(publicKeyBodyProblems({ assistantOverrides: many })).toHaveLength(20);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 1000; i++) deep = { a: deep };
    expect(publicKeyBodyProblems({ assistant: deep })).toEqual([
      expect.stringMatching(/nested too deeply/),
    ]);
  });

  it('throws the provider’s 400 with one message per field', () => {
    try {
      refusePublicKeyBody({ assistantOverrides: { server: {}, serverUrl: 'x' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlatformError);
      const response = (error as PlatformError).toResponse();
      expect(response.status).toBe(400);
      expect((error as PlatformError).messages).toHaveLength(2);
    }
  });

  it('names each override other than variableValues and metadata, once', () => {
    expect(
      publicKeyOverrideProblems({
        assistantOverrides: { variableValues: {}, metadata: {}, firstMessage: 'x', server: {} },
        squadOverrides: { model: {} },
        customer: { number: '1', assistantOverrides: { voice: {} } },
        workflowOverrides: 'x',
      }),
    ).toEqual([
      expect.stringMatching(/^assistantOverrides\.firstMessage may not be overridden/),
      expect.stringMatching(/^assistantOverrides\.server may not be set with a public key/),
      expect.stringMatching(/^squadOverrides\.model may not be overridden/),
      expect.stringMatching(/^workflowOverrides must be an object/),
      expect.stringMatching(/^customer\.assistantOverrides\.voice may not be overridden/),
    ]);
    try {
      refusePublicKeyBody({ assistantOverrides: { model: { toolIds: ['t'] }, server: {} } });
      expect.unreachable();
    } catch (error) {
      // The fields that make the platform call out first (they say why), each field once.
      expect((error as PlatformError).messages).toEqual([
        expect.stringMatching(/^assistantOverrides\.model\.toolIds may not be set/),
        expect.stringMatching(/^assistantOverrides\.server may not be set/),
        expect.stringMatching(/^assistantOverrides\.model may not be overridden/),
      ]);
    }
  });
});
